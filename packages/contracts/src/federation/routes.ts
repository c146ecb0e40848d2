import { route } from '../shared/route.ts';

/** Federation between installs (ADR 183): the admins' console and what nodes say to each other. */
export const federationRoutes = {
  getFederation: route('GET', '/api/admin/federation'),
  createNodeInvitation: route('POST', '/api/admin/federation/invitations'),
  joinTrunk: route('POST', '/api/admin/federation/trunk'),
  pauseNodeLink: route('POST', '/api/admin/federation/links/:id/pause'),
  resumeNodeLink: route('POST', '/api/admin/federation/links/:id/resume'),
  endNodeLink: route('POST', '/api/admin/federation/links/:id/end'),
  acceptNodeLink: route('POST', '/api/federation/links'),
  setNodeLinkState: route('POST', '/api/federation/link-state'),
  searchPartnerMembers: route('GET', '/api/federation/members'),
  readNodeDirectory: route('POST', '/api/federation/directory'),
  // One remote member's profile page (ADR 211): the member's call and the node-to-node message.
  getPartnerMember: route('GET', '/api/federation/members/:node/:memberId'),
  readNodeMember: route('POST', '/api/federation/directory/member'),
  getReconciliations: route('GET', '/api/admin/federation/reconciliations'),
  reconcileLinks: route('POST', '/api/admin/federation/reconciliations'),
  answerReconciliation: route('POST', '/api/federation/reconciliation'),
  // A branch tells its trunk which nodes lie beneath it (ADR 218).
  announceNodeRoutes: route('POST', '/api/federation/routes'),
  // Swap requests to members of other exchanges (ADR 206): members' calls and the node-to-node messages.
  listRemoteSwapRequests: route('GET', '/api/federation/swap-requests'),
  sendRemoteSwapRequest: route('POST', '/api/federation/swap-requests'),
  acceptRemoteSwapRequest: route('POST', '/api/federation/swap-requests/:id/accept'),
  declineRemoteSwapRequest: route('POST', '/api/federation/swap-requests/:id/decline'),
  cancelRemoteSwapRequest: route('POST', '/api/federation/swap-requests/:id/cancel'),
  relayNodeSwapRequest: route('POST', '/api/federation/node-swap-requests'),
  replyNodeSwapRequest: route('POST', '/api/federation/node-swap-requests/:id/reply'),
  cancelNodeSwapRequest: route('POST', '/api/federation/node-swap-requests/:id/cancel'),
};
