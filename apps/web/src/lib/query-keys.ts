/**
 * The query keys that more than one feature names. Features never import each other, yet an
 * action in one makes another's data stale (a swap accepted moves the balance; a block hides a member from
 * matches and reviews), and the live stream refreshes several features' data. Those keys, and the roots other
 * features' keys sit under, live here; each feature's own factory (features/<feature>/api/keys.ts) builds on
 * them, and nothing else writes a key as a literal array (eslint.config.js).
 */
export const sharedKeys = {
  /** Everything about swaps: My Swaps, requests, conversations, disputes, sessions. */
  swaps: {
    all: ['swaps'] as const,
    /** Every box of My Swaps (features/swap-lifecycle). */
    boxes: ['swaps', 'box'] as const,
    summary: ['swaps', 'summary'] as const,
    detail: (swapId: string) => ['swaps', 'detail', swapId] as const,
    messages: (swapId: string) => ['swaps', 'messages', swapId] as const,
    /** The Messages page's list (features/messages). */
    conversations: ['swaps', 'conversations'] as const,
  },
  /** The balance and statement (features/ledger). */
  ledger: ['ledger'] as const,
  /** The bell and its preferences (features/notifications). */
  notifications: ['notifications'] as const,
  /** Explore's results, profiles and what sits under them (portfolio, branding). */
  profiles: ['profiles'] as const,
  /** The signed-in member's own profile: the profile editor's, the swap request's and Explore's plan. */
  myProfile: ['me', 'profile'] as const,
  matches: ['matches'] as const,
  reviews: ['reviews'] as const,
  /** The console's, and the install's impact report under it. */
  admin: ['admin'] as const,
  communities: {
    all: ['communities'] as const,
    /** Every community page: the features of one community keep their keys under its key. */
    pages: ['communities', 'one'] as const,
    one: (slug: string) => ['communities', 'one', slug] as const,
    /** The community itself: its figures, the fund's balance, the viewer's place in it. */
    page: (slug: string) => ['communities', 'one', slug, 'page'] as const,
    /**
     * What hours moving in the community change: the fund, the dashboard, the recorded exchanges, the swaps
     * awaiting approval, the members not yet active. An action that moves hours reads these again, not the
     * whole page (a coordinator's page holds about seventeen queries).
     */
    trade: (slug: string) => ['communities', 'one', slug, 'trade'] as const,
    /** A community's rules: community-economy edits them, community-safeguarding reads its switches there. */
    rules: (slug: string) => ['communities', 'one', slug, 'economy', 'rules'] as const,
  },
  /** The shared webhook screens (components/webhooks), under their owner's key. */
  webhooks: {
    endpoints: (owner: readonly unknown[]) => [...owner, 'webhook-endpoints'],
    deliveries: (owner: readonly unknown[], endpointId: string) => [
      ...owner,
      'webhook-deliveries',
      endpointId,
    ],
  },
};
