import { describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { getAssurance, needsSecondFactor } from './assurance.ts';

function tokenWith(claims: object) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'ES256', kid: 'k1' })}.${encode(claims)}.signature`;
}

function sessionWith(claims: object, factorStatuses: Array<'verified' | 'unverified'>): Session {
  return {
    access_token: tokenWith(claims),
    token_type: 'bearer',
    expires_in: 900,
    expires_at: 1_900_000_000,
    user: {
      id: '0b7a3c52-5c55-4c5e-9d86-3f0c35a4e9f1',
      email: 'ada@example.com',
      user_metadata: { full_name: 'Ada' },
      role: 'member',
      emailVerifiedAt: '2026-01-01T00:00:00.000Z',
      language: null,
      factors: factorStatuses.map((status, index) => ({
        id: `0b7a3c52-5c55-4c5e-9d86-3f0c35a4e9f${index}`,
        friendly_name: `Factor ${index}`,
        factor_type: 'totp' as const,
        status,
        created_at: '2026-01-01T00:00:00.000Z',
      })),
    },
  };
}

describe('assurance level', () => {
  it('is all empty without a session, as the spec says', () => {
    expect(getAssurance(null)).toEqual({
      currentLevel: null,
      nextLevel: null,
      currentAuthenticationMethods: [],
    });
  });

  it('stays at aal1 for a member without a verified factor', () => {
    const assurance = getAssurance(
      sessionWith({ aal: 'aal1', amr: [{ method: 'password', timestamp: 1 }] }, ['unverified']),
    );
    expect(assurance).toEqual({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
      currentAuthenticationMethods: [{ method: 'password', timestamp: 1 }],
    });
    expect(needsSecondFactor(assurance)).toBe(false);
  });

  it('asks a member with a verified factor for it after the password', () => {
    const assurance = getAssurance(sessionWith({ aal: 'aal1' }, ['verified']));
    expect(assurance.nextLevel).toBe('aal2');
    expect(needsSecondFactor(assurance)).toBe(true);
  });

  it('is satisfied once the token says aal2', () => {
    const assurance = getAssurance(sessionWith({ aal: 'aal2' }, ['verified']));
    expect(needsSecondFactor(assurance)).toBe(false);
  });

  it('treats an unreadable token as aal1 rather than failing', () => {
    const session = { ...sessionWith({}, []), access_token: 'not-a-jwt' };
    expect(getAssurance(session).currentLevel).toBe('aal1');
  });
});
