import { and, asc, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { liveEventCounters, liveEvents } from '../../db/schema/index.ts';

export interface LiveEventRow {
  seq: number;
  kind: 'message' | 'notification' | 'swap' | 'community';
  swapId: string | null;
  communityId: string | null;
}

/** The member's numbered events after `afterSeq`, oldest first. */
export async function listEventsAfter(
  db: DbOrTx,
  memberId: string,
  afterSeq: number,
  limit: number,
): Promise<LiveEventRow[]> {
  const rows = await db
    .select({
      seq: liveEvents.seq,
      kind: liveEvents.kind,
      swapId: liveEvents.swapId,
      communityId: liveEvents.communityId,
    })
    .from(liveEvents)
    .where(and(eq(liveEvents.memberId, memberId), gt(liveEvents.seq, afterSeq)))
    .orderBy(asc(liveEvents.seq))
    .limit(limit);
  return rows.map((row) => ({ ...row, seq: row.seq! }));
}

/** The member's last event number (0 before the first) and the oldest one still kept (null when none is). */
export async function findEventRange(
  db: DbOrTx,
  memberId: string,
): Promise<{ lastSeq: number; oldestKept: number | null }> {
  const [counter] = await db
    .select({ lastSeq: liveEventCounters.lastSeq })
    .from(liveEventCounters)
    .where(eq(liveEventCounters.memberId, memberId));
  const [oldest] = await db
    .select({ seq: min(liveEvents.seq) })
    .from(liveEvents)
    .where(eq(liveEvents.memberId, memberId));
  return { lastSeq: counter?.lastSeq ?? 0, oldestKept: oldest?.seq ?? null };
}

/** Drops events older than `before`, and the counters of members who no longer exist. */
export async function pruneLiveEvents(db: DbOrTx, before: Date): Promise<number> {
  const pruned = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, before))
    .returning({ id: liveEvents.id });
  await db.execute(sql`
    DELETE FROM live_event_counters c WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.member_id)`);
  return pruned.length;
}
