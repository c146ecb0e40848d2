import { nodeTransactionStateAnswerSchema } from '@skillswap/contracts/federation/transfer-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { notify } from '../notifications/index.ts';
import { findLink } from './federation.repository.ts';
import type { FederationContext } from './federation.service.ts';
import {
  advanceLinkHash,
  claimDueDeliveries,
  findTransfer,
  lockLink,
  updateTransfer,
  type TransferRow,
} from './federation-transfers.repository.ts';
import { remoteMemberLabel, sendToPeer } from './federation-transfers.shared.ts';

const retryMs = 60_000;
const statePath = (id: string) => `/api/federation/transactions/${id}/state`;

/**
 * Tells the next node what became of a transaction (completed, or erased) and, once it acknowledged, marks
 * the message delivered; a completion then advances the link's ratchet to the head the next node answered
 * (its order of completions is the chain's). A node that cannot be reached, or refuses for now (a paused
 * link), is tried again by the job. Answers whether it was delivered.
 */
export async function deliver(database: Database, context: FederationContext, id: string): Promise<boolean> {
  const row = await findTransfer(database.db, id);
  if (!row?.deliveryDue || !row.toLinkId) return false;
  const link = await findLink(database.db, row.toLinkId);
  if (!link) return false;
  // The kill switch: nothing crosses a paused link, not even what was approved before; it waits
  // for the resume.
  if (link.status !== 'active') {
    await updateTransfer(database.db, id, { nextAttemptAt: context.now, updatedAt: row.updatedAt });
    return false;
  }
  const state = row.state === 'erased' ? 'erased' : 'completed';
  let acknowledged: { hash?: string | undefined } | null = null;
  try {
    const answer = await sendToPeer(link, context, { path: statePath(id), body: { state } });
    const parsed = nodeTransactionStateAnswerSchema.safeParse(answer.body);
    if (answer.status === 200 && parsed.success && parsed.data.state !== 'validated')
      acknowledged = parsed.data;
    // Nothing to erase there: the next node never recorded it.
    if (state === 'erased' && answer.status === 404) acknowledged = {};
  } catch {
    acknowledged = null;
  }
  if (!acknowledged) {
    await updateTransfer(database.db, id, { nextAttemptAt: context.now, updatedAt: row.updatedAt });
    return false;
  }
  const hash = acknowledged.hash;
  await database.db.transaction(async (tx) => {
    const current = (await findTransfer(tx, id, { lock: true }))!;
    if (!current.deliveryDue) return;
    if (state === 'erased') {
      await updateTransfer(tx, id, { deliveryDue: false, updatedAt: context.now });
      return;
    }
    const locked = await lockLink(tx, link.id);
    if (hash) await advanceLinkHash(tx, locked, hash, { now: context.now, peerHolds: true });
    await updateTransfer(tx, id, {
      state: 'completed',
      deliveryDue: false,
      toLinkHash: hash ?? null,
      updatedAt: context.now,
    });
    await recordAuditEvent(tx, {
      event: 'node_transfer_completed',
      userId: current.payerMemberId,
      details: { transaction: id, hours: current.quantity, to: link.peerName },
      ...context.audit,
    });
    if (current.payerMemberId) await tellPayer(tx, context, current);
  });
  return true;
}

async function tellPayer(tx: DbOrTx, context: FederationContext, row: TransferRow) {
  const payee = remoteMemberLabel(row.payeeName, row.payee);
  await notify(
    tx,
    { publicUrl: context.config.PUBLIC_URL, now: context.now },
    {
      memberId: row.payerMemberId!,
      type: 'community_exchange',
      title: { key: 'federation.yourHReached', values: { hours: row.quantity, payee } },
      body: { key: 'federation.theTransferYouApproved', values: { description: row.description } },
      link: '/swaps',
    },
  );
}

/**
 * The job: messages to other nodes that are due, each tried once per run (ADR 184). It asks to run again at
 * once only when a whole batch went through: messages held for a paused or silent node wait for the next run
 * instead of keeping the job spinning on them.
 */
export async function deliverDueTransfers(database: Database, context: FederationContext): Promise<boolean> {
  const batch = 20;
  const due = await claimDueDeliveries(
    database.db,
    context.now,
    new Date(context.now.getTime() + retryMs),
    batch,
  );
  let delivered = 0;
  for (const row of due) if (await deliver(database, context, row.id)) delivered += 1;
  return due.length === batch && delivered === batch;
}
