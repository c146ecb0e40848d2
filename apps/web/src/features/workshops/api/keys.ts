import type { WorkshopListQuery } from '@skillswap/contracts/workshops/schemas';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const workshopsKeys = {
  all: ['workshops'] as const,
  lists: ['workshops', 'list'] as const,
  list: (query: WorkshopListQuery) => ['workshops', 'list', query] as const,
  forMe: ['workshops', 'for-me'] as const,
  hosting: ['workshops', 'hosting'] as const,
  myCommunities: ['workshops', 'my-communities'] as const,
  /** The page differs by viewer (their seat, the host's list), so the signed-in member is part of the key: a
   * reload asks again once the session is back. */
  detail: (id: string, viewerId: string | null) =>
    ['workshops', 'detail', id, viewerId ?? 'visitor'] as const,
  elite: (memberId: string) => ['members', memberId, 'elite'] as const,
  featured: (search: string, category: string | null) => ['explore', 'featured', search, category] as const,
};
