import {
  pushCategoryList,
  type PushPreferences,
  type SavePushSubscriptionInput,
  type UpdatePushPreferencesInput,
} from '@skillswap/contracts/notifications/push';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import {
  countSubscriptions,
  deleteSubscription,
  findPushPreferences,
  savePushPreferences,
  saveSubscription,
} from './push.repository.ts';
import { toClock, toMinute } from './quiet-hours.ts';

export async function getPushPreferences(db: DbOrTx, memberId: string): Promise<PushPreferences> {
  const row = await findPushPreferences(db, memberId);
  const disabled = new Set(row?.disabledCategories ?? []);
  return {
    categories: Object.fromEntries(
      pushCategoryList.map((category) => [category, !disabled.has(category)]),
    ) as PushPreferences['categories'],
    quietHours:
      row && row.quietStartMinute !== null && row.quietEndMinute !== null && row.quietTimeZone !== null
        ? {
            start: toClock(row.quietStartMinute),
            end: toClock(row.quietEndMinute),
            timeZone: row.quietTimeZone,
          }
        : null,
    devices: await countSubscriptions(db, memberId),
  };
}

export async function updatePushPreferences(
  db: DbOrTx,
  memberId: string,
  input: UpdatePushPreferencesInput,
  now: Date,
): Promise<PushPreferences> {
  return db.transaction(async (tx) => {
    const current = await getPushPreferences(tx, memberId);
    const categories = { ...current.categories, ...input.categories };
    const quietHours = input.quietHours === undefined ? current.quietHours : input.quietHours;
    await savePushPreferences(tx, memberId, {
      disabledCategories: pushCategoryList.filter((category) => !categories[category]),
      quietHours: quietHours
        ? {
            startMinute: toMinute(quietHours.start),
            endMinute: toMinute(quietHours.end),
            timeZone: quietHours.timeZone,
          }
        : null,
      now,
    });
    return { categories, quietHours, devices: current.devices };
  });
}

export async function savePushSubscription(
  db: DbOrTx,
  memberId: string,
  input: SavePushSubscriptionInput,
  options: { allowedHosts: string; now: Date },
): Promise<{ id: string }> {
  if (!isAllowedPushEndpoint(input.endpoint, options.allowedHosts)) {
    throw new AppError(errorCodes.validation, 'notifications.thisPushEndpointIs');
  }
  const id = await saveSubscription(db, {
    memberId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    deviceLabel: input.deviceLabel ?? '',
    now: options.now,
  });
  return { id };
}

export async function deletePushSubscription(db: DbOrTx, memberId: string, endpoint: string): Promise<void> {
  await deleteSubscription(db, memberId, endpoint);
}
