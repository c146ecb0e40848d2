/** Every route of the app in one place, so links and the router agree. */
export const paths = {
  home: '/',
  explore: '/explore',
  about: '/about',
  pricing: '/pricing',
  contact: '/contact',
  auth: '/auth',
  signup: '/signup',
  settings: '/settings',
  privacy: '/privacy',
  terms: '/terms',
  memberProfile: '/members/:id',
  profileEdit: '/profile/edit',
  matches: '/matches',
  mySwaps: '/swaps',
  swapDetail: '/swaps/:id',
  /** Where a new member lands after sign-up: complete the profile, learn about the starter grant. */
  welcome: '/welcome',
} as const;

/** The public profile page of one member. */
export function memberProfilePath(memberId: string) {
  return `/members/${encodeURIComponent(memberId)}`;
}

/** One swap in My Swaps: its details, actions and message thread. */
export function swapDetailPath(swapId: string) {
  return `/swaps/${encodeURIComponent(swapId)}`;
}
