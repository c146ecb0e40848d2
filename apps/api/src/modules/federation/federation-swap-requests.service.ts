import { randomUUID } from 'node:crypto';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type {
  RemoteSwapRequest,
  RemoteSwapRequestList,
  SendRemoteSwapRequestInput,
} from '@skillswap/contracts/federation/swap-request-schemas';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { findLink } from './federation.repository.ts';
import { assertNotBlockedBy } from './federation-member-blocks.checks.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import {
  deleteSwapRequest,
  findOpenSwapRequest,
  findSwapRequest,
  insertSwapRequest,
  listMemberSwapRequests,
  updateSwapRequest,
  type SwapRequestRow,
} from './federation-swap-requests.repository.ts';
import { deliverSwapMessage } from './federation-swap-requests.delivery.ts';
import { findLocalMember } from './federation-transfers.repository.ts';
import { assertActive, parseAddress, remoteMemberLabel, routeTo } from './federation-transfers.shared.ts';

/** What one member may send in an hour: a real search for a partner, not a mailing. */
const memberLimit = { limit: 10, windowMs: 60 * 60 * 1000 };
/** How long the job leaves a message the member's own call is trying. */
const claimMs = 60_000;

export function toRemoteSwapRequest(row: SwapRequestRow, memberId: string): RemoteSwapRequest {
  return {
    id: row.id,
    side: row.requesterMemberId === memberId ? 'sent' : 'received',
    requester: row.requester,
    recipient: row.recipient,
    requesterLabel: remoteMemberLabel(row.requesterName, row.requester),
    recipientLabel: remoteMemberLabel(row.recipientName, row.recipient),
    message: row.message,
    state: row.state,
    refusal: row.refusal,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A member asks a member of another exchange for a swap (ADR 206). The request and the message it owes the
 * next node are written in one transaction, then tried at once: delivered, it is `pending`; a node that
 * cannot be reached leaves it `sending` for the job; a refusal from the recipient's node (not visible to
 * partners, say) forgets it and is the member's answer, so a refused send changes nothing.
 */
export async function sendSwapRequest(
  database: Database,
  context: FederationContext,
  input: { memberId: string; request: SendRemoteSwapRequestInput },
): Promise<RemoteSwapRequest> {
  const db = database.db;
  const ourName = nodeNameOf(context.config);
  const { recipient, message } = input.request;
  const address = parseAddress(recipient)!;
  if (address.node === ourName) {
    throw new AppError(errorCodes.validation, 'federation.thatMemberBelongsTo');
  }
  const member = await findLocalMember(db, input.memberId);
  if (!member) throw notFound('common.memberNotFound');
  await assertNotBlockedBy(db, input.memberId, recipient);
  await enforceRateLimit(db, {
    key: `remote-swap-request:member:${input.memberId}`,
    now: context.now,
    ...memberLimit,
  });
  const link = await routeTo(db, address.node, null);
  assertActive(link);
  const waiting = conflict('federation.youHaveASwap');
  if (await findOpenSwapRequest(db, input.memberId, recipient)) throw waiting;
  const id = randomUUID();
  const inserted = await insertSwapRequest(db, {
    id,
    requester: `${ourName}/${input.memberId}`,
    recipient,
    requesterName: member.name,
    recipientName: '',
    message,
    state: 'sending',
    toLinkId: link.id,
    requesterMemberId: input.memberId,
    delivery: 'request',
    nextAttemptAt: new Date(context.now.getTime() + claimMs),
    createdAt: context.now,
  });
  // Another call of the member's made one meanwhile (the unique index on open requests).
  if (!inserted) throw waiting;
  const outcome = await deliverSwapMessage(database, context, id);
  if (!outcome.delivered && outcome.refusal) {
    await deleteSwapRequest(db, id);
    throw outcome.refusal;
  }
  await recordAuditEvent(db, {
    event: 'node_swap_request_sent',
    userId: input.memberId,
    details: { request: id, recipient, via: link.peerName },
    ...context.audit,
  });
  return toRemoteSwapRequest((await findSwapRequest(db, id))!, input.memberId);
}

/**
 * The recipient accepts or declines a request from another exchange. The answer and the message that carries
 * it back are written in one transaction, then tried at once (the job retries). Answering again the same way
 * answers the same; answering otherwise is 409. Nothing crosses a paused or ended link, so it is refused
 * then.
 */
export async function answerSwapRequest(
  database: Database,
  context: FederationContext,
  input: { memberId: string; id: string; answer: 'accepted' | 'declined' },
): Promise<RemoteSwapRequest> {
  const db = database.db;
  const changed = await db.transaction(async (tx) => {
    const row = await findSwapRequest(tx, input.id, { lock: true });
    if (!row || row.recipientMemberId !== input.memberId) throw notFound('common.swapRequestNotFound');
    if (row.state === input.answer) return false;
    if (row.state === 'expired') throw conflict('common.thisRequestExpiredAfter');
    if (row.state !== 'pending') throw conflict('federation.thisSwapRequestHas');
    const link = await findLink(tx, row.fromLinkId!);
    if (link) assertActive(link);
    await updateSwapRequest(tx, row.id, {
      state: input.answer,
      delivery: 'answer',
      nextAttemptAt: new Date(context.now.getTime() + claimMs),
      updatedAt: context.now,
    });
    await recordAuditEvent(tx, {
      event: 'node_swap_request_answered',
      userId: input.memberId,
      details: { request: row.id, answer: input.answer, requester: row.requester },
      ...context.audit,
    });
    return true;
  });
  if (changed) await deliverSwapMessage(database, context, input.id);
  return toRemoteSwapRequest((await findSwapRequest(db, input.id))!, input.memberId);
}

export async function listSwapRequests(db: Database['db'], memberId: string): Promise<RemoteSwapRequestList> {
  const rows = await listMemberSwapRequests(db, memberId, 50);
  return { requests: rows.map((row) => toRemoteSwapRequest(row, memberId)) };
}

/**
 * The requester cancels a request that waits for an answer (ADR 212). The cancellation and the message that
 * carries it toward the recipient's node are written in one transaction, then tried at once (the job
 * retries).
 * If the recipient answered first, their answer stands and is what this returns. Cancelling again changes
 * nothing; once answered it is 409; nothing crosses a paused or ended link, so it is refused then.
 */
export async function cancelSwapRequest(
  database: Database,
  context: FederationContext,
  input: { memberId: string; id: string },
): Promise<RemoteSwapRequest> {
  const db = database.db;
  const changed = await db.transaction(async (tx) => {
    const row = await findSwapRequest(tx, input.id, { lock: true });
    if (!row || row.requesterMemberId !== input.memberId) throw notFound('common.swapRequestNotFound');
    if (row.state === 'cancelled') return false;
    if (row.state === 'expired') throw conflict('common.requestExpired');
    if (row.state !== 'pending' && row.state !== 'sending') {
      throw conflict('federation.thisSwapRequestHas');
    }
    const link = await findLink(tx, row.toLinkId!);
    if (link) assertActive(link);
    await updateSwapRequest(tx, row.id, {
      state: 'cancelled',
      delivery: 'cancel',
      nextAttemptAt: new Date(context.now.getTime() + claimMs),
      updatedAt: context.now,
    });
    await recordAuditEvent(tx, {
      event: 'node_swap_request_cancelled',
      userId: input.memberId,
      details: { request: row.id, recipient: row.recipient },
      ...context.audit,
    });
    return true;
  });
  if (changed) await deliverSwapMessage(database, context, input.id);
  return toRemoteSwapRequest((await findSwapRequest(db, input.id))!, input.memberId);
}
