import type { Session } from '@skillswap/contracts/auth';
import type {
  Challenge,
  EnrolFactorInput,
  EnrolledFactor,
  Factor,
  RemovedFactor,
  VerifyFactorInput,
} from '@skillswap/contracts/mfa';
import { apiRequest } from '@/lib/api-client.ts';

// The /api/auth/factors calls. Their shapes are the contract's (packages/contracts/src/mfa.ts): the same
// schemas the server validates requests with and serializes its answers through.

export function listFactors() {
  return apiRequest<Factor[]>('/api/auth/factors');
}

export function enrollFactor(input: EnrolFactorInput) {
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
  return apiRequest<RemovedFactor>(`/api/auth/factors/${encodeURIComponent(factorId)}`, { method: 'DELETE' });
}

export function renameFactor(factorId: string, friendlyName: string) {
  return apiRequest<Factor>(`/api/auth/factors/${encodeURIComponent(factorId)}`, {
    method: 'PATCH',
    body: { friendly_name: friendlyName },
  });
}
