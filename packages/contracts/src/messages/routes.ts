import { route } from '../shared/route.ts';

export const messageRoutes = {
  listConversations: route('GET', '/api/messages'),
  listMessages: route('GET', '/api/swaps/:id/messages'),
  sendMessage: route('POST', '/api/swaps/:id/messages'),
  markThreadRead: route('POST', '/api/swaps/:id/messages/read'),
};
