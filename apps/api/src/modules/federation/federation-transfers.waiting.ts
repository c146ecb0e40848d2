import { waitingIdsPerLink, type WaitingDeliveries } from '@skillswap/contracts/federation/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { stuckDeliveryMs } from './federation-transfers.alerts.ts';
import { summariseWaitingDeliveries } from './federation-transfers.repository.ts';

/**
 * What the console shows under each link (ADR 201): the outcomes the partner has not acknowledged yet, so the
 * admin who got ADR 197's alert sees which transfers, since when and how often tried, and can name them to
 * the partner's admins.
 */
export async function listWaitingDeliveries(db: DbOrTx, now: Date): Promise<WaitingDeliveries[]> {
  const rows = await summariseWaitingDeliveries(db, waitingIdsPerLink);
  return rows.map((row) => ({
    linkId: row.linkId,
    transfers: row.transfers,
    hours: Math.round(row.hours * 100) / 100,
    since: row.since.toISOString(),
    attempts: row.attempts,
    isStuck: now.getTime() - row.since.getTime() > stuckDeliveryMs,
    oldest: row.oldest,
  }));
}
