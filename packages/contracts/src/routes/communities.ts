import { route } from './route.ts';

export const communityRoutes = {
  listCommunities: route('GET', '/api/communities'),
  createCommunity: route('POST', '/api/communities'),
  getCommunity: route('GET', '/api/communities/:slug'),
  listCommunityMembers: route('GET', '/api/communities/:slug/members'),
  joinCommunity: route('POST', '/api/communities/:slug/join'),
  leaveCommunity: route('POST', '/api/communities/:slug/leave'),
  approveJoin: route('POST', '/api/communities/:slug/members/:memberId/approve'),
  declineJoin: route('POST', '/api/communities/:slug/members/:memberId/decline'),
  removeMember: route('POST', '/api/communities/:slug/members/:memberId/remove'),
  changeMemberRole: route('POST', '/api/communities/:slug/members/:memberId/role'),
  rotateInvite: route('POST', '/api/communities/:slug/invite'),
  postAnnouncement: route('POST', '/api/communities/:slug/announcements'),
  pinAnnouncement: route('POST', '/api/communities/:slug/announcements/:announcementId/pin'),
  unpinAnnouncement: route('POST', '/api/communities/:slug/announcements/:announcementId/unpin'),
  getCommunityFund: route('GET', '/api/communities/:slug/fund'),
  donateToFund: route('POST', '/api/communities/:slug/fund/donations'),
  grantFromFund: route('POST', '/api/communities/:slug/fund/grants'),
  getCommunityDashboard: route('GET', '/api/communities/:slug/dashboard'),
  exportCommunityMembers: route('GET', '/api/communities/:slug/export/members.csv'),
  exportCommunityFund: route('GET', '/api/communities/:slug/export/fund.csv'),
};
