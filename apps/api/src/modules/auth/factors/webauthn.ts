import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../../../config.ts';
import type { StoredWebAuthnCredential } from '../../../db/schema/index.ts';

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party is the site itself: its host name and origin come from PUBLIC_URL. */
export function getRelyingParty(config: Config): RelyingParty {
  const url = new URL(config.PUBLIC_URL);
  return { id: url.hostname, origin: url.origin, name: 'SkillSwap' };
}

const transportsOf = (credential: StoredWebAuthnCredential) =>
  credential.transports as AuthenticatorTransport[];

export function createRegistrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string },
  existing: StoredWebAuthnCredential[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({
      id: credential.id,
      transports: transportsOf(credential),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export function createAuthenticationOptions(rp: RelyingParty, credential: StoredWebAuthnCredential) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [{ id: credential.id, transports: transportsOf(credential) }],
    userVerification: 'preferred',
  });
}

/** The new credential when the attestation answers our challenge from our origin and RP id; else null. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
): Promise<StoredWebAuthnCredential | null> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** The authenticator's new signature counter when the assertion is valid for this challenge; else null. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
  credential: StoredWebAuthnCredential,
): Promise<number | null> {
  try {
    const assertion = response as AuthenticationResponseJSON;
    if (assertion.id !== credential.id) return null;
    const result = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.counter,
        transports: transportsOf(credential),
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
