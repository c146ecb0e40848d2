import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  nodeTransactionAnswerSchema,
  type nodeTransactionSchema,
} from '@skillswap/contracts/federation/transfer-schemas';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError, conflict, notFound, type ErrorKey } from '../../lib/errors.ts';
import { moveNodeTransfer } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import {
  advanceLinkHash,
  findLocalMember,
  findTransfer,
  insertTransfer,
  lockLink,
  updateTransfer,
  type TransferRow,
} from './federation-transfers.repository.ts';
import { peerRefusalOf, refusal } from './federation-transfers.errors.ts';
import {
  assertActive,
  assertWithinLimits,
  hasTwoDecimalsAtMost,
  nextRatchetHash,
  parseAddress,
  routeTo,
  sendToPeer,
  speaksFor,
} from './federation-transfers.shared.ts';
import { deliver } from './federation-transfers.delivery.ts';

type NodeTransaction = z.infer<typeof nodeTransactionSchema>;

const invalid = (key: ErrorKey, field: string) =>
  refusal(new AppError(errorCodes.validation, key), 'InvalidFieldsViolation', { field });

/**
 * What a node may send: sane fields, and a payer on its own side of the tree (no node speaks for another).
 */
async function checkTransaction(db: DbOrTx, from: LinkRow, ourName: string, transaction: NodeTransaction) {
  const payer = parseAddress(transaction.payer);
  const payee = parseAddress(transaction.payee);
  if (!payer) throw invalid('federation.payerNotAnAddress', 'payer');
  if (!payee) throw invalid('federation.payeeNotAnAddress', 'payee');
  if (!(transaction.quantity > 0)) throw invalid('federation.quantityAboveZero', 'quantity');
  if (!hasTwoDecimalsAtMost(transaction.quantity)) throw invalid('federation.atMostTwoDecimals', 'quantity');
  if (transaction.quantity > 1000) throw invalid('federation.atMost1000Hours', 'quantity');
  if (!transaction.description.trim()) throw invalid('federation.sayWhatTheHours', 'description');
  if (transaction.payer === transaction.payee) {
    throw refusal(new AppError(errorCodes.validation, 'federation.thePayerAndThe'), 'SameAccountViolation', {
      account: transaction.payer,
    });
  }
  if (!(await speaksFor(db, from, payer.node, ourName))) {
    throw refusal(new AppError(errorCodes.validation, 'federation.thePayerDoesNot'), 'PermissionViolation', {
      payer: transaction.payer,
      node: from.peerName,
    });
  }
  return { payer, payee };
}

const sameTransaction = (row: TransferRow, from: LinkRow, transaction: NodeTransaction) =>
  row.fromLinkId === from.id &&
  row.payer === transaction.payer &&
  row.payee === transaction.payee &&
  row.quantity === transaction.quantity &&
  row.description === transaction.description;

/**
 * Another node sends a transaction on its way to the payee (ADR 184): checked, passed on toward the payee's
 * node when it is not this one, and recorded `validated` once the rest of the way accepted it. Repeating it
 * answers the same; a different transaction with a known id is refused.
 */
export async function relayTransaction(
  database: Database,
  context: FederationContext,
  input: { from: LinkRow; transaction: NodeTransaction },
) {
  const { from, transaction } = input;
  const ourName = nodeNameOf(context.config);
  const db = database.db;
  const { payee } = await checkTransaction(db, from, ourName, transaction);
  const known = await findTransfer(db, transaction.uuid);
  if (known) {
    if (!sameTransaction(known, from, transaction)) {
      throw refusal(conflict('federation.anotherTransactionHasThis'), 'WorkflowViolation', {
        uuid: transaction.uuid,
      });
    }
    return { uuid: known.id, state: known.state, payeeName: known.payeeName };
  }
  const hours = transaction.quantity;
  const isOurs = payee.node === ourName;
  const next = isOurs ? null : await routeTo(db, payee.node, from);
  const check = async (tx: DbOrTx, links: { from: LinkRow; next: LinkRow | null }) => {
    assertActive(links.from);
    await assertWithinLimits(tx, links.from, { ourName, hours, outgoing: false });
    if (links.next) {
      assertActive(links.next);
      await assertWithinLimits(tx, links.next, { ourName, hours, outgoing: true });
    }
  };
  await check(db, { from, next });
  let payeeName: string;
  let payeeMemberId: string | null = null;
  if (isOurs) {
    const member = await findLocalMember(db, payee.memberId);
    if (!member) {
      throw refusal(notFound('federation.noMemberOfThis'), 'DoesNotExistViolation', {
        account: transaction.payee,
      });
    }
    payeeName = member.name;
    payeeMemberId = member.id;
  } else {
    const answer = await sendToPeer(next!, context, {
      path: '/api/federation/transactions',
      body: transaction,
    });
    if (answer.status !== 201) throw peerRefusalOf(answer);
    const parsed = nodeTransactionAnswerSchema.safeParse(answer.body);
    if (!parsed.success) throw peerRefusalOf({ status: 502, body: null });
    payeeName = parsed.data.payeeName;
  }
  const row = {
    id: transaction.uuid,
    payer: transaction.payer,
    payee: transaction.payee,
    quantity: hours,
    description: transaction.description,
    fromLinkId: from.id,
    toLinkId: next?.id ?? null,
    payeeMemberId,
    payerName: transaction.payerName,
    payeeName,
    createdAt: context.now,
  };
  const recorded = await db.transaction(async (tx) => {
    const links = { from: await lockLink(tx, from.id), next: next ? await lockLink(tx, next.id) : null };
    try {
      await check(tx, links);
    } catch (error) {
      // Accepted further on meanwhile: it is erased there, and refused here.
      if (next) {
        await insertTransfer(tx, row);
        await updateTransfer(tx, row.id, {
          state: 'erased',
          erasedBecause: 'refused',
          deliveryDue: true,
          nextAttemptAt: context.now,
          updatedAt: context.now,
        });
      }
      return error as Error;
    }
    await insertTransfer(tx, row);
    await recordAuditEvent(tx, {
      event: 'node_transfer_validated',
      userId: payeeMemberId,
      details: { transaction: row.id, payer: row.payer, payee: row.payee, hours, from: from.peerName },
      ...context.audit,
    });
    return null;
  });
  if (recorded) {
    await deliver(database, context, row.id);
    throw recorded;
  }
  return { uuid: row.id, state: 'validated' as const, payeeName };
}

/**
 * The node a transaction came from says it is completed (the payer approved) or erased (cancelled).
 * Completing moves this node's ledger once, from the link's account to the payee or on to the next link,
 * advances the ratchet with the sender, and is passed on. Repeating it answers the same and moves nothing.
 */
export async function applyTransactionState(
  database: Database,
  context: FederationContext,
  input: { from: LinkRow; id: string; state: 'completed' | 'erased' },
): Promise<{ uuid: string; state: TransferRow['state']; hash?: string }> {
  const { from, id } = input;
  const outcome = await database.db.transaction(async (tx) => {
    const row = await findTransfer(tx, id, { lock: true });
    if (!row || row.fromLinkId !== from.id) {
      if (input.state === 'erased') return { uuid: id, state: 'erased' as const, isNew: false };
      throw refusal(notFound('federation.transactionNotFound'), 'DoesNotExistViolation', { uuid: id });
    }
    const settled = row.state === 'pending' || row.state === 'completed';
    if (input.state === 'erased') {
      if (settled)
        throw refusal(conflict('federation.thisTransactionIsCompleted'), 'WorkflowViolation', { uuid: id });
      if (row.state === 'erased') return { uuid: id, state: row.state, isNew: false };
      await updateTransfer(tx, id, {
        state: 'erased',
        erasedBecause: 'cancelled',
        deliveryDue: row.toLinkId !== null,
        nextAttemptAt: context.now,
        updatedAt: context.now,
      });
      await recordAuditEvent(tx, {
        event: 'node_transfer_erased',
        details: { transaction: id },
        ...context.audit,
      });
      return { uuid: id, state: 'erased' as const, isNew: true };
    }
    if (row.state === 'erased')
      throw refusal(conflict('federation.thisTransactionWasErased'), 'WorkflowViolation', { uuid: id });
    // A completion repeated because the answer was lost: the head now, so the sender catches up with it.
    if (settled) return { uuid: id, state: row.state, hash: from.lastHash, isNew: false };
    const link = await lockLink(tx, from.id);
    assertActive(link);
    const next = row.toLinkId ? await lockLink(tx, row.toLinkId) : null;
    const payer = parseAddress(row.payer)!;
    await moveNodeTransfer(tx, {
      transactionId: id,
      from: { accountId: link.accountId },
      to: next ? { accountId: next.accountId } : { memberId: row.payeeMemberId! },
      hours: row.quantity,
      description: row.description,
      partner: { id: payer.memberId, name: row.payerName, node: payer.node },
    });
    const hash = nextRatchetHash(link.lastHash, row);
    await advanceLinkHash(tx, link, hash, { now: context.now, peerHolds: false });
    const state = next ? ('pending' as const) : ('completed' as const);
    await updateTransfer(tx, id, {
      state,
      fromLinkHash: hash,
      deliveryDue: next !== null,
      nextAttemptAt: new Date(context.now.getTime() + 60_000),
      updatedAt: context.now,
    });
    await recordAuditEvent(tx, {
      event: next ? 'node_transfer_pending' : 'node_transfer_completed',
      userId: row.payeeMemberId,
      details: { transaction: id, hours: row.quantity, from: from.peerName },
      ...context.audit,
    });
    if (!next) await tellPayee(tx, context, row);
    return { uuid: id, state, hash, isNew: true };
  });
  const { isNew, ...answer } = outcome;
  if (isNew) await deliver(database, context, id);
  return answer;
}

async function tellPayee(tx: DbOrTx, context: FederationContext, row: TransferRow) {
  const payer = `${row.payerName} · ${parseAddress(row.payer)?.node ?? ''}`;
  await notify(
    tx,
    { publicUrl: context.config.PUBLIC_URL, now: context.now },
    {
      memberId: row.payeeMemberId!,
      type: 'community_exchange',
      title: { key: 'federation.youReceivedHFrom', values: { hours: row.quantity, payer } },
      body: { key: 'federation.theySentThemFrom', values: { description: row.description } },
      link: '/swaps',
    },
  );
}
