/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const federationDirectoryKeys = {
  /** Everything this feature loads: a block changes the directory, the requests and the list of blocks. */
  all: ['federation'] as const,
  partnerMembers: (q: string) => ['federation', 'partner-members', q] as const,
  /** One member of another exchange (their profile page). */
  partnerMember: (node: string, memberId: string) =>
    ['federation', 'partner-member', node, memberId] as const,
  /** The member's transfers with other exchanges (My Swaps). */
  transfers: ['federation', 'transfers'] as const,
  /** The member's swap requests with members of other exchanges (My Swaps). */
  swapRequests: ['federation', 'swap-requests'] as const,
  /** One request's conversation (ADR 210), under the requests' key so refreshing them refreshes it too. */
  swapThread: (id: string) => ['federation', 'swap-requests', id, 'messages'] as const,
  /** Members of other exchanges the member blocked (Settings → Safety, ADR 213). */
  blocks: ['federation', 'blocks'] as const,
};
