import type { AuthUser, Session } from '@skillswap/contracts/auth';
import { apiRequest } from '@/lib/api-client.ts';

export type Factor = AuthUser['factors'][number];
export type FactorType = Factor['factor_type'];

export interface EnrollFactorInput {
  friendly_name: string;
  factor_type: FactorType;
  phone?: string;
  issuer?: string;
}

/** What enrolment answers; a TOTP factor carries its QR code and secret this one time only. */
export interface EnrolledFactor {
  id: string;
  friendly_name?: string;
  factor_type?: FactorType;
  totp?: { qr_code: string; secret: string; uri: string };
}

/** WebAuthn options in the shapes SimpleWebAuthn's startRegistration / startAuthentication expect. */
export interface WebauthnChallengeOptions {
  type: 'create' | 'request';
  credential_options: unknown;
}

export interface Challenge {
  id: string;
  type: FactorType;
  expires_at: number;
  webauthn?: WebauthnChallengeOptions;
}

export type VerifyFactorInput = { challenge_id: string } & (
  { code: string } | { webauthn: { type: 'create' | 'request'; credential_response: unknown } }
);

export function listFactors() {
  return apiRequest<Factor[]>('/api/auth/factors');
}

export function enrollFactor(input: EnrollFactorInput) {
  return apiRequest<EnrolledFactor>('/api/auth/factors', { body: input });
}

export function challengeFactor(factorId: string) {
  return apiRequest<Challenge>(`/api/auth/factors/${encodeURIComponent(factorId)}/challenge`, {
    method: 'POST',
    body: {},
  });
}

/** Proves the factor; the answer is a new session at aal2. */
export function verifyFactor(factorId: string, input: VerifyFactorInput) {
  return apiRequest<Session>(`/api/auth/factors/${encodeURIComponent(factorId)}/verify`, { body: input });
}

export function unenrollFactor(factorId: string) {
  return apiRequest<void>(`/api/auth/factors/${encodeURIComponent(factorId)}`, { method: 'DELETE' });
}

export function renameFactor(factorId: string, friendlyName: string) {
  return apiRequest<Factor>(`/api/auth/factors/${encodeURIComponent(factorId)}`, {
    method: 'PATCH',
    body: { friendly_name: friendlyName },
  });
}
