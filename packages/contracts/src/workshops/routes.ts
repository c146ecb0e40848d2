import { route } from '../shared/route.ts';

export const workshopRoutes = {
  listWorkshops: route('GET', '/api/workshops'),
  createWorkshop: route('POST', '/api/workshops'),
  getHostingStatus: route('GET', '/api/me/workshop-hosting'),
  listWorkshopsForMe: route('GET', '/api/me/workshop-matches'),
  getWorkshop: route('GET', '/api/workshops/:id'),
  bookSeat: route('POST', '/api/workshops/:id/book'),
  cancelSeat: route('POST', '/api/workshops/:id/cancel-seat'),
  cancelWorkshop: route('POST', '/api/workshops/:id/cancel'),
  markAttendance: route('POST', '/api/workshops/:id/attendance'),
  disputeSeat: route('POST', '/api/workshops/:id/dispute'),
  downloadWorkshopInvite: route('GET', '/api/workshops/:id/invite.ics'),
  createEliteWorkshop: route('POST', '/api/admin/workshops'),
  listEliteWorkshops: route('GET', '/api/admin/workshops'),
  listWorkshopDisputes: route('GET', '/api/admin/workshop-disputes'),
  decideWorkshopDispute: route('POST', '/api/admin/workshop-disputes/:bookingId/decide'),
  listFeaturedMembers: route('GET', '/api/explore/featured'),
  listEliteBadges: route('GET', '/api/members/elite'),
};
