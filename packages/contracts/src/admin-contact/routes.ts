import { route } from '../shared/route.ts';

/** The console's Contact inbox: messages sent through the contact form, answered by mail. */
export const adminContactRoutes = {
  listContactMessages: route('GET', '/api/admin/contact'),
  replyToContactMessage: route('POST', '/api/admin/contact/:id/reply'),
  setContactMessageStatus: route('PUT', '/api/admin/contact/:id/status'),
};
