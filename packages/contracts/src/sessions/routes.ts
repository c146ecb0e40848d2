import { route } from '../shared/route.ts';

export const sessionRoutes = {
  listSessions: route('GET', '/api/swaps/:id/sessions'),
  proposeSession: route('POST', '/api/swaps/:id/sessions'),
  acceptSlot: route('POST', '/api/swaps/:id/sessions/:sessionId/accept'),
  counterPropose: route('POST', '/api/swaps/:id/sessions/:sessionId/counter'),
  rescheduleSession: route('POST', '/api/swaps/:id/sessions/:sessionId/reschedule'),
  cancelSession: route('POST', '/api/swaps/:id/sessions/:sessionId/cancel'),
  downloadSessionInvite: route('GET', '/api/swaps/:id/sessions/:sessionId/invite.ics'),
  getTimeZone: route('GET', '/api/me/time-zone'),
  updateTimeZone: route('PUT', '/api/me/time-zone'),
  getAvailability: route('GET', '/api/me/availability'),
  updateAvailability: route('PUT', '/api/me/availability'),
  getCalendarFeed: route('GET', '/api/me/calendar-feed'),
  createCalendarFeed: route('POST', '/api/me/calendar-feed'),
  revokeCalendarFeed: route('DELETE', '/api/me/calendar-feed'),
  readCalendarFeed: route('GET', '/api/calendar-feeds/:token'),
};
