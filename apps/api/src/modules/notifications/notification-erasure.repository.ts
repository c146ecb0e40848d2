import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The 30-day purge of a deleted member: their notifications and their e-mail choices go. */
export async function purgeNotificationsOf(tx: DbOrTx, memberId: string) {
  await tx.execute(sql`DELETE FROM notifications WHERE member_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM notification_preferences WHERE member_id = ${memberId}`);
}
