import { route } from './route.ts';

export const notificationRoutes = {
  listNotifications: route('GET', '/api/notifications'),
  getUnreadCount: route('GET', '/api/notifications/unread-count'),
  markNotificationsRead: route('POST', '/api/notifications/read'),
  getNotificationPreferences: route('GET', '/api/me/notification-preferences'),
  updateNotificationPreferences: route('PUT', '/api/me/notification-preferences'),
};
