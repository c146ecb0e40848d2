import { route } from '../shared/route.ts';

export const notificationRoutes = {
  listNotifications: route('GET', '/api/notifications'),
  getUnreadCount: route('GET', '/api/notifications/unread-count'),
  markNotificationsRead: route('POST', '/api/notifications/read'),
  getNotificationPreferences: route('GET', '/api/me/notification-preferences'),
  updateNotificationPreferences: route('PUT', '/api/me/notification-preferences'),
  getPushPublicKey: route('GET', '/api/push/public-key'),
  getPushPreferences: route('GET', '/api/me/push-preferences'),
  updatePushPreferences: route('PUT', '/api/me/push-preferences'),
  savePushSubscription: route('POST', '/api/me/push-subscriptions'),
  deletePushSubscription: route('DELETE', '/api/me/push-subscriptions'),
};
