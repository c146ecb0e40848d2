import { sharedKeys } from '@/lib/query-keys.ts';

/** Under `['notifications']`, which other features' actions and the live stream invalidate. */
export const notificationsKeys = {
  all: sharedKeys.notifications,
  recent: [...sharedKeys.notifications, 'recent'] as const,
  preferences: [...sharedKeys.notifications, 'preferences'] as const,
  pushPreferences: [...sharedKeys.notifications, 'push-preferences'] as const,
};
