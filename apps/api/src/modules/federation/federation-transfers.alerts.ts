import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { findLink } from './federation.repository.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import { tellAdmins } from './federation-admin-alerts.ts';
import {
  lockStuckDeliveries,
  markDeliveriesAlerted,
  type TransferRow,
} from './federation-transfers.repository.ts';

/**
 * How long the next node may leave a transfer's outcome unacknowledged before the admins are told (ADR 197).
 * The delivery job keeps trying every minute whatever happens: a day is long past a restart or a short
 * outage, and short enough that members are not left waiting unseen. The alert says "24 hours":
 * change both together.
 */
export const stuckDeliveryMs = 24 * 60 * 60 * 1000;
const batch = 200;

const hoursOf = (rows: TransferRow[]) =>
  Math.round(rows.reduce((sum, row) => sum + row.quantity, 0) * 100) / 100;

/**
 * The job: outcomes (completions and erasures) the next node has not acknowledged for a day, which the
 * delivery job would otherwise retry without end and unseen. Each link's are told to the admins in one alert,
 * in the app and by mail, and audited; each transfer is told once, and again only if its state changes and it
 * sticks anew. The rows stay due: telling changes nothing about delivering. Answers whether a full batch was
 * told (more may wait).
 */
export async function alertStuckDeliveries(database: Database, context: FederationContext): Promise<boolean> {
  const cutoff = new Date(context.now.getTime() - stuckDeliveryMs);
  return database.db.transaction(async (tx) => {
    const rows = await lockStuckDeliveries(tx, cutoff, batch);
    if (rows.length === 0) return false;
    await markDeliveriesAlerted(
      tx,
      rows.map((row) => row.id),
      context.now,
    );
    const byLink = new Map<string, TransferRow[]>();
    for (const row of rows) {
      if (row.toLinkId) byLink.set(row.toLinkId, [...(byLink.get(row.toLinkId) ?? []), row]);
    }
    const us = nodeNameOf(context.config);
    for (const [linkId, stuck] of byLink) {
      const link = await findLink(tx, linkId);
      if (!link) continue;
      const peer = link.peerName;
      const admins = await tellAdmins(tx, context, {
        title: { key: 'federation.hasNotAcknowledgedTransfers', values: { peer } },
        body: {
          key: 'federation.forMoreThan24',
          values: { us, peer, count: stuck.length, hours: hoursOf(stuck) },
        },
      });
      await recordAuditEvent(tx, {
        event: 'node_transfer_delivery_alerted',
        details: {
          peer,
          transactions: stuck.map((row) => row.id),
          hours: hoursOf(stuck),
          admins,
        },
        ...context.audit,
      });
    }
    return rows.length === batch;
  });
}
