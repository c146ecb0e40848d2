import { sharedKeys } from '@/lib/query-keys.ts';
import type { ProfileSearch } from './list-profiles.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const exploreKeys = {
  /** Under the profiles' key, so an edited profile or a block reads the results again. */
  list: (search: ProfileSearch, viewerId: string | null) =>
    [...sharedKeys.profiles, 'list', search, viewerId] as const,
};
