import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { freshIp, signIn } from '../../../test/auth-requests.ts';
import { challenge, enrol, verify } from '../../../test/mfa-requests.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

interface WebAuthnChallenge {
  id: string;
  webauthn: { type: 'create' | 'request'; credential_options: { challenge: string; rp?: { id: string } } };
}

describe(`WebAuthn attacks on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let rpId: string;
  let origin: string;
  beforeAll(async () => {
    harness = await createTestApp();
    origin = new URL(harness.config.PUBLIC_URL).origin;
    rpId = new URL(harness.config.PUBLIC_URL).hostname;
  });
  afterAll(() => harness.close());

  async function startEnrolment(accessToken: string) {
    const enrolled = await enrol(harness.app, accessToken, {
      friendly_name: 'Security key',
      factor_type: 'webauthn',
    });
    const factorId = enrolled.json<{ id: string }>().id;
    const started = (await challenge(harness.app, accessToken, factorId)).json<WebAuthnChallenge>();
    return { factorId, started };
  }

  /** A member with a registered security key, signed in again with only a password. */
  async function memberWithKey() {
    const member = await signUpMember(harness.app);
    const key = new SoftwareAuthenticator(rpId, origin);
    const { factorId, started } = await startEnrolment(member.accessToken);
    expect(started.webauthn.type).toBe('create');
    expect(started.webauthn.credential_options.rp?.id).toBe(rpId);
    const registered = await verify(harness.app, member.accessToken, factorId, {
      challenge_id: started.id,
      webauthn: { type: 'create', credential_response: key.register(started.webauthn.credential_options) },
    });
    expect(registered.statusCode).toBe(200);
    const aal1 = (await signIn(harness.app, member, { ip: freshIp() })).json<Session>();
    return { member, key, factorId, aal1 };
  }

  it('registers a security key and signs in with it at aal2 (control)', async () => {
    const { key, factorId, aal1 } = await memberWithKey();
    const started = (await challenge(harness.app, aal1.access_token, factorId)).json<WebAuthnChallenge>();
    expect(started.webauthn.type).toBe('request');
    const verified = await verify(harness.app, aal1.access_token, factorId, {
      challenge_id: started.id,
      webauthn: {
        type: 'request',
        credential_response: key.authenticate(started.webauthn.credential_options),
      },
    });
    expect(verified.statusCode).toBe(200);
    expect(decodeJwt(verified.json<Session>().access_token).aal).toBe('aal2');
  });

  it('T28: a wrong origin or RP id, a replayed assertion and a foreign challenge are refused', async () => {
    const member = await signUpMember(harness.app);
    const key = new SoftwareAuthenticator(rpId, origin);
    const { factorId, started } = await startEnrolment(member.accessToken);
    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const refused = await verify(harness.app, member.accessToken, factorId, {
        challenge_id: started.id,
        webauthn: {
          type: 'create',
          credential_response: key.register(started.webauthn.credential_options, overrides),
        },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe('The security key could not be verified');
    }

    const owner = await memberWithKey();
    const first = (
      await challenge(harness.app, owner.aal1.access_token, owner.factorId)
    ).json<WebAuthnChallenge>();
    const assertion = owner.key.authenticate(first.webauthn.credential_options);
    const accepted = await verify(harness.app, owner.aal1.access_token, owner.factorId, {
      challenge_id: first.id,
      webauthn: { type: 'request', credential_response: assertion },
    });
    expect(accepted.statusCode).toBe(200);
    const aal2 = accepted.json<Session>();

    const second = (
      await challenge(harness.app, aal2.access_token, owner.factorId)
    ).json<WebAuthnChallenge>();
    const replayed = await verify(harness.app, aal2.access_token, owner.factorId, {
      challenge_id: second.id,
      webauthn: { type: 'request', credential_response: assertion },
    });
    expect(replayed.statusCode).toBe(422);

    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const wrong = await verify(harness.app, aal2.access_token, owner.factorId, {
        challenge_id: second.id,
        webauthn: {
          type: 'request',
          credential_response: owner.key.authenticate(second.webauthn.credential_options, overrides),
        },
      });
      expect(wrong.statusCode).toBe(422);
    }

    // A challenge issued to someone else, signed correctly by this key, does not answer this challenge.
    const other = await memberWithKey();
    const foreign = (
      await challenge(harness.app, other.aal1.access_token, other.factorId)
    ).json<WebAuthnChallenge>();
    const third = (await challenge(harness.app, aal2.access_token, owner.factorId)).json<WebAuthnChallenge>();
    const mismatched = await verify(harness.app, aal2.access_token, owner.factorId, {
      challenge_id: third.id,
      webauthn: {
        type: 'request',
        credential_response: owner.key.authenticate(foreign.webauthn.credential_options),
      },
    });
    expect(mismatched.statusCode).toBe(422);
    const fine = await verify(harness.app, aal2.access_token, owner.factorId, {
      challenge_id: third.id,
      webauthn: {
        type: 'request',
        credential_response: owner.key.authenticate(third.webauthn.credential_options),
      },
    });
    expect(fine.statusCode).toBe(200);
  });
});
