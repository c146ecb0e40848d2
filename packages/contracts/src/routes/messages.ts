import { route } from './route.ts';

export const messageRoutes = {
  listMessages: route('GET', '/api/swaps/:id/messages'),
  sendMessage: route('POST', '/api/swaps/:id/messages'),
  markThreadRead: route('POST', '/api/swaps/:id/messages/read'),
};
