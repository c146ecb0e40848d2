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
  /** Availability of the last 90 days and the Enterprise SLA (ADR 101). */
  status: '/status',
  memberProfile: '/members/:id',
  /** A member of another exchange, asked of their exchange (ADR 211). */
  partnerMember: '/exchanges/:node/members/:memberId',
  profileEdit: '/profile/edit',
  matches: '/matches',
  /** The analytics dashboard (Premium and up; a lock with Upgrade below, ADR 106). */
  insights: '/insights',
  /** Workshops: the list, hosting one (members only) and one workshop's page. */
  workshops: '/workshops',
  newWorkshop: '/workshops/new',
  workshopDetail: '/workshops/:id',
  /** The requests board: needs and offers (ADR 88). */
  board: '/board',
  boardPost: '/board/:id',
  /** Communities (ADR 98): the list and one community's page by its slug. */
  communities: '/communities',
  community: '/c/:slug',
  /** A community's impact report, for its coordinators and owner (ADR 174). */
  communityImpact: '/c/:slug/impact',
  /** A community's members on a map, for those who can see its members (ADR 175). */
  communityMap: '/c/:slug/map',
  /** A community's impact report shared with a read-only link: public, no session. */
  sharedImpact: '/impact/shared/:token',
  /** Where an organisation's mailed invitation leads, its token after `#` (ADR 122). */
  organisationInvitation: '/organisation-invitation',
  mySwaps: '/swaps',
  /** The inbox: every swap conversation, the latest first. */
  messages: '/messages',
  /** One direct conversation (Elite first messages, ADR 116). */
  directThread: '/messages/direct/:id',
  /** The Coach (Elite, ADR 117): a learning plan per wanted skill. */
  coach: '/coach',
  swapDetail: '/swaps/:id',
  /** Where a new member lands after sign-up: complete the profile, learn about the starter grant. */
  welcome: '/welcome',
  /** Where sign-up ends, whether or not the address already had an account (ADR 166). */
  checkEmail: '/check-email',
  /** A member without e-mail claims the account a coordinator created (ADR 180). */
  claimAccount: '/claim',
  /** Members only: on to Stripe Checkout for `?plan=premium|elite` (ADR 64). */
  upgrade: '/upgrade',
  /** The operator console (moderators and admins at aal2, ADR 66); its pages live under it. */
  admin: '/admin',
  /** Mailed-link pages (ADR 68); each link carries its token after `#`. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  undoEmailChange: '/undo-email-change',
  /** Where the verification link of the sign-up mail leads (`?token=…`); open to everyone. */
  verifyEmail: '/verify-email',
} as const;

/** Where "Get Started" leads: the spec's /auth, opened on the Sign Up tab. */
export const getStartedPath = `${paths.auth}?tab=signup`;

/** The public profile page of one member. */
export function memberProfilePath(memberId: string) {
  return `/members/${encodeURIComponent(memberId)}`;
}

/** The profile page of a member of another exchange (ADR 211). */
export function partnerMemberPath(node: string, memberId: string) {
  return `/exchanges/${encodeURIComponent(node)}/members/${encodeURIComponent(memberId)}`;
}

/** One swap in My Swaps: its details, actions and message thread. */
export function swapDetailPath(swapId: string) {
  return `/swaps/${encodeURIComponent(swapId)}`;
}

/** One direct conversation in the inbox (Elite first messages). */
export function directThreadPath(conversationId: string) {
  return `/messages/direct/${encodeURIComponent(conversationId)}`;
}

/** Buying a paid plan: Checkout for a member, sign-up first for a visitor. */
export function upgradePath(plan: 'premium' | 'elite') {
  return `/upgrade?plan=${plan}`;
}

/** One workshop's page: seats left, booking, and the host's attendance. */
export function workshopPath(workshopId: string) {
  return `/workshops/${encodeURIComponent(workshopId)}`;
}

/** One post of the requests board. */
export function boardPostPath(postId: string) {
  return `/board/${encodeURIComponent(postId)}`;
}

/** One community's page. */
export function communityPagePath(slug: string) {
  return `/c/${encodeURIComponent(slug)}`;
}

/** One community's members' map. */
export function communityMapPath(slug: string) {
  return `/c/${encodeURIComponent(slug)}/map`;
}

/** One community's impact report (its coordinators and owner). */
export function communityImpactPath(slug: string) {
  return `/c/${encodeURIComponent(slug)}/impact`;
}

/** A community's impact report opened with a shared link's token (no session needed). */
export function sharedImpactPath(token: string) {
  return `/impact/shared/${encodeURIComponent(token)}`;
}
