import { sharedKeys } from '@/lib/query-keys.ts';

const safeguarding = (slug: string) => [...sharedKeys.communities.one(slug), 'safeguarding'] as const;

/** Under the community's key, so a change reads the community, its rules and its members' badges again. */
export const communitySafeguardingKeys = {
  /** Everything below about one community. */
  community: safeguarding,
  all: (slug: string) => [...safeguarding(slug), 'all'] as const,
  mine: (slug: string) => [...safeguarding(slug), 'me'] as const,
  badges: (slug: string) => [...safeguarding(slug), 'badges'] as const,
  referenceChecks: ['reference-checks'] as const,
  memberReferenceChecks: (memberId: string) => ['reference-checks', memberId] as const,
};
