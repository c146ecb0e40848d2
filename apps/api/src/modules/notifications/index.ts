// The notifications module's public entry (ADR 0059): telling members things, in the app and by e-mail.
export { notificationsRoutes } from './notifications.routes.ts';
export {
  escapeHtml,
  notify,
  notifyMany,
  readNotifyRecipient,
  type NotificationInput,
  type NotificationMessage,
  type NotifyContext,
  type NotifyRecipient,
} from './notifications.service.ts';
export {
  findMemberContact,
  markSwapNotificationsRead,
  notifyRecipientJsonSql,
} from './notifications.repository.ts';
export { purgeNotificationsOf } from './notification-erasure.repository.ts';
export { createPushWorker, vapidSubject } from './push/push-worker.ts';
export { sendGroupedMessageMails } from './grouped-message-mail.job.ts';
