import { route } from '../shared/route.ts';

export const directMessageRoutes = {
  listDirectConversations: route('GET', '/api/direct-messages'),
  openDirectConversation: route('POST', '/api/direct-messages'),
  getDirectThread: route('GET', '/api/direct-messages/:id'),
  replyDirect: route('POST', '/api/direct-messages/:id/messages'),
  markDirectRead: route('POST', '/api/direct-messages/:id/read'),
  getDirectMessageSettings: route('GET', '/api/me/direct-message-settings'),
  updateDirectMessageSettings: route('PUT', '/api/me/direct-message-settings'),
};
