import { route } from '../shared/route.ts';

export const blockRoutes = {
  listBlockedMembers: route('GET', '/api/me/blocks'),
  blockMember: route('POST', '/api/me/blocks'),
  unblockMember: route('DELETE', '/api/me/blocks/:memberId'),
};
