import { route } from '../shared/route.ts';

/** Members of other exchanges a member has blocked (ADR 213). */
export const federationMemberBlockRoutes = {
  listBlockedRemoteMembers: route('GET', '/api/federation/blocks'),
  blockRemoteMember: route('POST', '/api/federation/blocks'),
  unblockRemoteMember: route('DELETE', '/api/federation/blocks/:node/:memberId'),
};
