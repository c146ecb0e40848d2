import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { refresh } from '../../../test/auth-requests.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';

// A token that says `typ: at+jwt` is an RFC 9068 access token, so it carries every claim §2.2
// requires, `client_id` and a unique `jti` among them.

describe(`access tokens as RFC 9068 describes them, on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('carries iss, exp, aud, sub, client_id, iat and a jti of its own', async () => {
    const member = await signUpMember(harness.app);
    const refreshed = await refresh(harness.app, member.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const tokens = [member.accessToken, refreshed.json<{ access_token: string }>().access_token];

    for (const token of tokens) {
      expect(decodeProtectedHeader(token).typ).toBe('at+jwt');
      const claims = decodeJwt(token);
      for (const claim of ['iss', 'exp', 'aud', 'sub', 'client_id', 'iat', 'jti']) {
        expect(claims, claim).toHaveProperty(claim);
      }
      expect(claims.client_id).toBe('skillswap');
      expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(decodeJwt(tokens[0]!).jti).not.toBe(decodeJwt(tokens[1]!).jti);
  });
});
