import { sharedKeys } from '@/lib/query-keys.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const portfolioKeys = {
  mine: ['me', 'portfolio'] as const,
  myBranding: ['me', 'branding'] as const,
  /** A member's, under the profiles' key, so a profile change reads it again. */
  portfolio: (memberId: string) => [...sharedKeys.profiles, memberId, 'portfolio'] as const,
  branding: (memberId: string) => [...sharedKeys.profiles, memberId, 'branding'] as const,
};
