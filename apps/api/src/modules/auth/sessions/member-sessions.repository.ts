import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authSessions } from '../../../db/schema/index.ts';

/** The member's sessions that have not been ended, most recently used first. */
export async function listOpenSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      refreshedAt: authSessions.refreshedAt,
      ip: authSessions.ip,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.endedAt)))
    .orderBy(desc(authSessions.refreshedAt));
}

/** The ids of the member's open sessions other than `keepSessionId`. */
export async function listOtherOpenSessionIds(db: DbOrTx, userId: string, keepSessionId: string) {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(eq(authSessions.userId, userId), isNull(authSessions.endedAt), ne(authSessions.id, keepSessionId)),
    )
    .for('update');
  return rows.map((row) => row.id);
}
