import { randomBytes } from 'node:crypto';

const refreshTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes, base64url: the only form a refresh token ever has. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isWellFormedRefreshToken(token: string): boolean {
  return refreshTokenPattern.test(token);
}
