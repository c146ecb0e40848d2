import { createHmac } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember, type TestMember } from '../../../test/members.ts';
import { getUser, refresh } from '../../../test/auth-requests.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe(`access token attacks on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestMember;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
    member = await signUpMember(harness.app);
  });
  afterAll(() => harness.close());

  /** A token signed with the server's real current key, with whatever claims and header the test wants. */
  async function signWithServerKey(
    claims: Record<string, unknown>,
    header: Record<string, unknown> = {},
    edit?: (jwt: SignJWT) => SignJWT,
  ) {
    const runtime = getAuthRuntime(harness.app);
    const key = await runtime.keys.getSigningKey(clock.now());
    const payload = decodeJwt(member.accessToken);
    let jwt = new SignJWT({ ...payload, ...claims }).setProtectedHeader({
      alg: 'ES256',
      kid: key.kid,
      typ: 'at+jwt',
      ...header,
    });
    if (edit) jwt = edit(jwt);
    return jwt.sign(key.privateKey);
  }

  it('accepts the genuine token (control)', async () => {
    expect((await getUser(harness.app, member.accessToken)).statusCode).toBe(200);
    expect((await getUser(harness.app, await signWithServerKey({}))).statusCode).toBe(200);
  });

  it('T8: alg none, HS256 signed with the public key, an unknown kid and jku/x5u/jwk headers are all refused', async () => {
    const claims = decodeJwt(member.accessToken);
    const { kid } = decodeProtectedHeader(member.accessToken);
    const unsigned = new UnsecuredJWT(claims).encode();
    expect((await getUser(harness.app, unsigned)).statusCode).toBe(401);

    const jwks = (await harness.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<{
      keys: object[];
    }>();
    const publicKeyText = JSON.stringify(jwks.keys[0]);
    const hsInput = `${base64url({ alg: 'HS256', kid, typ: 'at+jwt' })}.${base64url(claims)}`;
    const hsSignature = createHmac('sha256', publicKeyText).update(hsInput).digest('base64url');
    expect((await getUser(harness.app, `${hsInput}.${hsSignature}`)).statusCode).toBe(401);

    const attacker = await generateKeyPair('ES256', { extractable: true });
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'unknown-kid', typ: 'at+jwt' })
      .sign(attacker.privateKey);
    expect((await getUser(harness.app, foreign)).statusCode).toBe(401);

    const attackerJwk = await exportJWK(attacker.publicKey);
    for (const header of [
      { jku: 'https://evil.example/jwks.json' },
      { x5u: 'https://evil.example/cert.pem' },
      { jwk: attackerJwk },
    ]) {
      // Signed with the real key, so only the header can be the reason for refusal.
      expect((await getUser(harness.app, await signWithServerKey({}, header))).statusCode).toBe(401);
      const selfSigned = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: kid!, typ: 'at+jwt', ...header })
        .sign(attacker.privateKey);
      expect((await getUser(harness.app, selfSigned)).statusCode).toBe(401);
    }
  });

  it('T9: tampered aal or role, expired, not-yet-valid, wrong audience or issuer are refused', async () => {
    const [header, payload, signature] = member.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    for (const change of [{ aal: 'aal2' }, { role: 'service_role' }]) {
      const tampered = `${header}.${base64url({ ...claims, ...change })}.${signature}`;
      expect((await getUser(harness.app, tampered)).statusCode).toBe(401);
    }
    const now = Math.floor(clock.now().getTime() / 1000);
    const notYet = await signWithServerKey({}, {}, (jwt) => jwt.setNotBefore(now + 600).setIssuedAt(now));
    expect((await getUser(harness.app, notYet)).statusCode).toBe(401);
    expect((await getUser(harness.app, await signWithServerKey({ aud: 'someone-else' }))).statusCode).toBe(
      401,
    );
    expect(
      (await getUser(harness.app, await signWithServerKey({ iss: 'https://evil.example' }))).statusCode,
    ).toBe(401);
    expect((await getUser(harness.app, await signWithServerKey({}, { typ: 'JWT' }))).statusCode).toBe(401);

    const fresh = await signUpMember(harness.app);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await getUser(harness.app, fresh.accessToken)).statusCode).toBe(401);
  });

  it('T10: a refresh token used as a bearer token is refused, and an access token at the refresh endpoint is a 400', async () => {
    const other = await signUpMember(harness.app);
    expect((await getUser(harness.app, other.refreshToken)).statusCode).toBe(401);
    const response = await refresh(harness.app, other.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'session_not_found', message: 'Invalid refresh token' });
  });

  it('T11: the JWKS holds public EC keys only, and tokens signed before a rotation stay valid until they expire', async () => {
    const before = await signUpMember(harness.app);
    const oldKid = decodeProtectedHeader(before.accessToken).kid;
    const newKid = await getAuthRuntime(harness.app).keys.rotate(clock.now());

    const { keys } = (await harness.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<{
      keys: Array<Record<string, string>>;
    }>();
    expect(keys.map((key) => key.kid).sort()).toEqual([oldKid, newKid].sort());
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
      expect(key.kty).toBe('EC');
    }
    expect((await getUser(harness.app, before.accessToken)).statusCode).toBe(200);
    const after = await refresh(harness.app, before.refreshToken);
    expect(decodeProtectedHeader(after.json<{ access_token: string }>().access_token).kid).toBe(newKid);

    clock.advance(16 * 60 * 1000);
    expect((await getUser(harness.app, before.accessToken)).statusCode).toBe(401);
    const later = (await harness.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<{
      keys: Array<{ kid: string }>;
    }>();
    expect(later.keys.map((key) => key.kid)).toEqual([newKid]);
  });
});
