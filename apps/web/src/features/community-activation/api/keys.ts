import { sharedKeys } from '@/lib/query-keys.ts';

const activation = (slug: string) => [...sharedKeys.communities.trade(slug), 'activation'] as const;

/**
 * Under the community's trade key, so an action that moves hours reads them again, and with it under the
 * community's own key, so any action on the community does.
 */
export const communityActivationKeys = {
  queue: (slug: string) => [...activation(slug), 'queue'] as const,
  suggestions: (slug: string, memberId: string | null) =>
    [...activation(slug), 'suggestions', memberId] as const,
  nudges: (slug: string) => [...activation(slug), 'nudges'] as const,
};
