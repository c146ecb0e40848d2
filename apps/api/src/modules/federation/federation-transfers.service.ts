import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  nodeTransactionAnswerSchema,
  nodeTransferListCursor,
  type ListNodeTransfersQuery,
  type NodeTransfer,
  type NodeTransferErasure,
  type NodeTransferPage,
  type ProposeNodeTransferInput,
} from '@skillswap/contracts/federation/transfer-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { assertCanSendHours, moveNodeTransfer } from '../ledger/index.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import {
  findLocalMember,
  sumOpenProposals,
  findTransfer,
  insertTransfer,
  listMemberTransfers,
  lockLink,
  updateTransfer,
  type TransferRow,
} from './federation-transfers.repository.ts';
import { deliver } from './federation-transfers.delivery.ts';
import { peerRefusalOf } from './federation-transfers.errors.ts';
import {
  assertActive,
  assertWithinLimits,
  parseAddress,
  routeTo,
  sendToPeer,
  toNodeTransfer,
} from './federation-transfers.shared.ts';

const retryMs = 60_000;

/**
 * A member proposes paying a member of another node (ADR 184). This node checks what it can (the payer's
 * floor, the link's state and limits), then asks the next node, which checks and records it the same way up
 * to the payee's node; only when that answered is it recorded here, `validated`. Nothing moves yet.
 */
export async function proposeTransfer(
  database: Database,
  context: FederationContext,
  input: { memberId: string; transfer: ProposeNodeTransferInput },
): Promise<NodeTransfer> {
  const ourName = nodeNameOf(context.config);
  const payee = parseAddress(input.transfer.payee)!;
  if (payee.node === ourName) {
    throw new AppError(errorCodes.validation, 'federation.thisMemberIsOn');
  }
  const payer = await findLocalMember(database.db, input.memberId);
  if (!payer) throw notFound('common.memberNotFound');
  const hours = input.transfer.hours;
  const link = await routeTo(database.db, payee.node, null);
  const check = async (tx: DbOrTx) => {
    assertActive(link);
    // What the member proposed and has not approved yet counts as spent: proposals cannot promise the same
    // hours twice, nor fill a link's limits beyond what the member could pay (T113).
    await assertCanSendHours(tx, input.memberId, hours, {
      promised: (locked) => sumOpenProposals(locked, input.memberId),
    });
    await assertWithinLimits(tx, link, { ourName, hours, outgoing: true });
  };
  await database.db.transaction(check);
  const id = randomUUID();
  const transaction = {
    uuid: id,
    payer: `${ourName}/${input.memberId}`,
    payee: input.transfer.payee,
    quantity: hours,
    description: input.transfer.description,
    payerName: payer.name,
  };
  const row = {
    id,
    payer: transaction.payer,
    payee: transaction.payee,
    quantity: hours,
    description: transaction.description,
    toLinkId: link.id,
    payerMemberId: input.memberId,
    payerName: payer.name,
    createdAt: context.now,
  };
  let payeeName: string;
  try {
    const answer = await sendToPeer(link, context, {
      path: '/api/federation/transactions',
      body: transaction,
    });
    if (answer.status !== 201) throw peerRefusalOf(answer);
    const parsed = nodeTransactionAnswerSchema.safeParse(answer.body);
    if (!parsed.success || parsed.data.uuid !== id) throw peerRefusalOf({ status: 502, body: null });
    payeeName = parsed.data.payeeName;
  } catch (error) {
    // The next node may have recorded it before the answer was lost: it is told to erase it, until it hears.
    if (error instanceof AppError && error.code === errorCodes.unavailable) {
      await recordErased(database.db, { ...row, payeeName: '' }, 'unreachable', context.now);
    }
    throw error;
  }
  const recorded = await database.db.transaction(async (tx) => {
    const locked = await lockLink(tx, link.id);
    try {
      await check(tx);
      assertActive(locked);
    } catch (error) {
      await recordErased(tx, { ...row, payeeName }, 'refused', context.now);
      return error as Error;
    }
    const inserted = (await insertTransfer(tx, { ...row, payeeName }))!;
    await recordAuditEvent(tx, {
      event: 'node_transfer_validated',
      userId: input.memberId,
      details: { transaction: id, payee: row.payee, hours, link: link.peerName },
      ...context.audit,
    });
    return inserted;
  });
  if (recorded instanceof Error) {
    await deliver(database, context, id);
    throw recorded;
  }
  return toNodeTransfer(recorded);
}

async function recordErased(
  db: DbOrTx,
  row: Parameters<typeof insertTransfer>[1],
  because: NodeTransferErasure,
  now: Date,
) {
  await insertTransfer(db, row);
  await updateTransfer(db, row.id, {
    state: 'erased',
    erasedBecause: because,
    deliveryDue: true,
    nextAttemptAt: now,
    updatedAt: now,
  });
}

async function ownTransfer(db: DbOrTx, memberId: string, id: string, lock = false) {
  const row = await findTransfer(db, id, { lock });
  if (!row || (row.payerMemberId !== memberId && row.payeeMemberId !== memberId)) {
    throw notFound('federation.transferNotFound');
  }
  return row;
}

export async function getTransfer(db: DbOrTx, memberId: string, id: string): Promise<NodeTransfer> {
  return toNodeTransfer(await ownTransfer(db, memberId, id));
}

/**
 * The member's transfers with other exchanges recorded on this node, as payer or payee, newest first. On this
 * node a member is only ever one side of a transfer: the other member belongs to another node.
 */
export async function listTransfers(
  db: DbOrTx,
  memberId: string,
  query: ListNodeTransfersQuery,
): Promise<NodeTransferPage> {
  const rows = await listMemberTransfers(db, memberId, {
    after: query.cursor ? { createdAt: query.cursor[0], id: query.cursor[1] } : null,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      ...toNodeTransfer(row),
      side: row.payerMemberId === memberId ? 'payer' : 'payee',
    })),
    nextCursor:
      rows.length > query.limit && last ? z.encode(nodeTransferListCursor, [last.createdAt, last.id]) : null,
  };
}

/**
 * The payer approves: their hours leave for the link's account at once (checked against their floor and the
 * link's limits again), the transfer is `pending` and the next node is told; once it acknowledges,
 * `completed`. Approving again changes nothing.
 */
export async function approveTransfer(
  database: Database,
  context: FederationContext,
  input: { memberId: string; id: string },
): Promise<NodeTransfer> {
  const ourName = nodeNameOf(context.config);
  const approved = await database.db.transaction(async (tx) => {
    const row = await ownTransfer(tx, input.memberId, input.id, true);
    if (row.payerMemberId !== input.memberId || row.fromLinkId) throw notFound('federation.transferNotFound');
    if (row.state === 'pending' || row.state === 'completed') return null;
    if (row.state === 'erased') throw conflict('federation.thisTransferWasCancelled');
    const link = await lockLink(tx, row.toLinkId!);
    assertActive(link);
    await assertCanSendHours(tx, input.memberId, row.quantity);
    await assertWithinLimits(tx, link, { ourName, hours: row.quantity, outgoing: true, isCounted: true });
    const payee = parseAddress(row.payee)!;
    await moveNodeTransfer(tx, {
      transactionId: row.id,
      from: { memberId: input.memberId },
      to: { accountId: link.accountId },
      hours: row.quantity,
      description: row.description,
      partner: { id: payee.memberId, name: row.payeeName, node: payee.node },
    });
    await recordAuditEvent(tx, {
      event: 'node_transfer_pending',
      userId: input.memberId,
      details: { transaction: row.id, hours: row.quantity, link: link.peerName },
      ...context.audit,
    });
    return updateTransfer(tx, row.id, {
      state: 'pending',
      deliveryDue: true,
      nextAttemptAt: new Date(context.now.getTime() + retryMs),
      updatedAt: context.now,
    });
  });
  if (approved) await deliver(database, context, input.id);
  return getTransfer(database.db, input.memberId, input.id);
}

/** The payer cancels before approving: erased here and, as soon as they hear, on every node along the way. */
export async function cancelTransfer(
  database: Database,
  context: FederationContext,
  input: { memberId: string; id: string },
): Promise<NodeTransfer> {
  const cancelled = await database.db.transaction(async (tx) => {
    const row = await ownTransfer(tx, input.memberId, input.id, true);
    if (row.payerMemberId !== input.memberId || row.fromLinkId) throw notFound('federation.transferNotFound');
    if (row.state === 'erased') return null;
    if (row.state !== 'validated') throw conflict('federation.thisTransferIsApproved');
    return eraseProposal(tx, context, row, 'node_transfer_erased');
  });
  if (cancelled) await deliver(database, context, input.id);
  return getTransfer(database.db, input.memberId, input.id);
}

/**
 * Erases a proposal on the payer's node, locked and still `validated`, and owes the next node the message
 * (sent by the caller after commit, then by the delivery job): the payer's cancel, and its expiry (ADR 188).
 */
export async function eraseProposal(
  tx: DbOrTx,
  context: FederationContext,
  row: TransferRow,
  event: 'node_transfer_erased' | 'node_transfer_expired',
): Promise<TransferRow> {
  await recordAuditEvent(tx, {
    event,
    userId: row.payerMemberId,
    details: { transaction: row.id },
    ...context.audit,
  });
  return updateTransfer(tx, row.id, {
    state: 'erased',
    erasedBecause: event === 'node_transfer_expired' ? 'expired' : 'cancelled',
    deliveryDue: true,
    nextAttemptAt: new Date(context.now.getTime() + retryMs),
    updatedAt: context.now,
  });
}
