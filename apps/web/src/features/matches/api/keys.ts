import { sharedKeys } from '@/lib/query-keys.ts';

/** Under `['matches']`, which a block invalidates (features/blocks). */
export const matchesKeys = {
  list: (limit: number, community: string | null) =>
    [...sharedKeys.matches, 'list', limit, community] as const,
  circles: [...sharedKeys.matches, 'circles'] as const,
  digest: [...sharedKeys.matches, 'digest'] as const,
};
