import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  nodeSwapRequestAnswerSchema,
  nodeSwapRequestReplyAnswerSchema,
  type nodeSwapRequestSchema,
} from '@skillswap/contracts/federation/swap-request-schemas';
import { findTextProblem } from '@skillswap/contracts/shared/text';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError, conflict, notFound, type ErrorKey } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { notify, type NotificationInput } from '../notifications/index.ts';
import { findLink, type LinkRow } from './federation.repository.ts';
import { hasBlocked } from './federation-member-blocks.checks.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import {
  findPartnerVisibleMember,
  findSwapRequest,
  insertSwapRequest,
  updateSwapRequest,
  type SwapRequestRow,
} from './federation-swap-requests.repository.ts';
import {
  cancelPath,
  relayPath,
  replyPath,
  tellRequesterAnswered,
} from './federation-swap-requests.delivery.ts';
import { receivedRequestExpired } from './federation-swap-requests.expiry.ts';
import { peerRefusalOf, refusal } from './federation-transfers.errors.ts';
import {
  assertActive,
  parseAddress,
  remoteMemberLabel,
  routeTo,
  sendToPeer,
  speaksFor,
} from './federation-transfers.shared.ts';

type NodeSwapRequest = z.infer<typeof nodeSwapRequestSchema>;

/** What one requester on another exchange may send to this node's members in a day. */
const requesterLimit = { limit: 20, windowMs: 24 * 60 * 60 * 1000 };

const invalid = (key: ErrorKey, field: string) =>
  refusal(new AppError(errorCodes.validation, key), 'InvalidFieldsViolation', { field });

/** Sane fields, and a requester on the sending node's side of the tree (no node speaks for another). */
async function checkRequest(db: DbOrTx, from: LinkRow, ourName: string, request: NodeSwapRequest) {
  const requester = parseAddress(request.requester);
  const recipient = parseAddress(request.recipient);
  if (!requester) throw invalid('federation.requesterNotAnAddress', 'requester');
  if (!recipient) throw invalid('federation.recipientNotAnAddress', 'recipient');
  if (!request.message.trim() || findTextProblem(request.message, { lines: true }))
    throw invalid('federation.theMessageMustBe', 'message');
  if (!request.requesterName.trim() || findTextProblem(request.requesterName, { lines: false }))
    throw invalid('federation.nameTheRequester', 'requesterName');
  if (requester.node === recipient.node) {
    throw refusal(
      new AppError(errorCodes.validation, 'federation.theRequesterAndThe'),
      'SameAccountViolation',
      { requester: request.requester },
    );
  }
  if (!(await speaksFor(db, from, requester.node, ourName))) {
    throw refusal(
      new AppError(errorCodes.validation, 'federation.theRequesterDoesNot'),
      'PermissionViolation',
      { requester: request.requester, node: from.peerName },
    );
  }
  return { recipient };
}

const sameRequest = (row: SwapRequestRow, from: LinkRow, request: NodeSwapRequest) =>
  row.fromLinkId === from.id &&
  row.requester === request.requester &&
  row.recipient === request.recipient &&
  row.message === request.message;

/**
 * Another node delivers a swap request (ADR 206): checked, then recorded for the recipient when they are a
 * member of this node visible to partner exchanges (and they are told), or passed on toward their node first
 * and recorded once it accepted it. The same request again answers the same and records nothing more.
 */
export async function relaySwapRequest(
  database: Database,
  context: FederationContext,
  input: { from: LinkRow; request: NodeSwapRequest },
) {
  const { from, request } = input;
  const db = database.db;
  const ourName = nodeNameOf(context.config);
  assertActive(from);
  const { recipient } = await checkRequest(db, from, ourName, request);
  const known = await findSwapRequest(db, request.uuid);
  if (known) {
    if (!sameRequest(known, from, request)) {
      throw refusal(conflict('federation.anotherSwapRequestHas'), 'WorkflowViolation', {
        uuid: request.uuid,
      });
    }
    return { uuid: known.id, state: known.state, recipientName: known.recipientName };
  }
  const row = {
    id: request.uuid,
    requester: request.requester,
    recipient: request.recipient,
    requesterName: request.requesterName.trim(),
    message: request.message,
    state: 'pending' as const,
    fromLinkId: from.id,
    createdAt: context.now,
  };
  if (recipient.node !== ourName) {
    const next = await routeTo(db, recipient.node, from);
    assertActive(next);
    const answer = await sendToPeer(next, context, { path: relayPath, body: request });
    const parsed = nodeSwapRequestAnswerSchema.safeParse(answer.body);
    if (answer.status !== 201 || !parsed.success) throw peerRefusalOf(answer);
    await insertSwapRequest(db, { ...row, toLinkId: next.id, recipientName: parsed.data.recipientName });
    return { uuid: row.id, state: parsed.data.state, recipientName: parsed.data.recipientName };
  }
  const member = await findPartnerVisibleMember(db, recipient.memberId);
  // A member who blocked the requester answers as one who is not visible: the requester learns nothing.
  if (!member || (await hasBlocked(db, member.id, request.requester))) {
    throw refusal(notFound('federation.noMemberOfThisExchange'), 'DoesNotExistViolation', {
      account: request.recipient,
    });
  }
  await enforceRateLimit(db, {
    key: `remote-swap-request:requester:${request.requester}`,
    now: context.now,
    ...requesterLimit,
  });
  await db.transaction(async (tx) => {
    const inserted = await insertSwapRequest(tx, {
      ...row,
      recipientName: member.name,
      recipientMemberId: member.id,
    });
    // Delivered twice at once: the other delivery recorded it, and told the member.
    if (!inserted) return;
    await recordAuditEvent(tx, {
      event: 'node_swap_request_received',
      userId: member.id,
      details: { request: row.id, requester: row.requester, from: from.peerName },
      ...context.audit,
    });
    const requester = remoteMemberLabel(row.requesterName, row.requester);
    await notify(
      tx,
      { publicUrl: context.config.PUBLIC_URL, now: context.now },
      {
        memberId: member.id,
        type: 'community_exchange',
        title: { key: 'federation.asksYouForA', values: { name: requester } },
        body: { key: 'common.asWritten', values: { text: row.message } },
        link: '/swaps',
      },
    );
  });
  return { uuid: row.id, state: 'pending' as const, recipientName: member.name };
}

/**
 * The node a request was delivered to says how its recipient answered (ADR 206): passed on toward the
 * requester's node first when this node relayed it, then recorded; on the requester's node, they are told.
 * Only from the node the request went to; the same answer again answers the same.
 */
export async function applySwapReply(
  database: Database,
  context: FederationContext,
  input: { from: LinkRow; id: string; state: 'accepted' | 'declined' },
) {
  const { from, id, state } = input;
  const db = database.db;
  assertActive(from);
  const row = await findSwapRequest(db, id);
  if (!row || row.toLinkId !== from.id) {
    throw refusal(notFound('common.swapRequestNotFound'), 'DoesNotExistViolation', { uuid: id });
  }
  if (row.state === state) return { uuid: id, state };
  // The requester cancelled (or their node expired it) and that has not reached the recipient's side yet: the
  // answer came first there, so it stands (ADRs 212, 215).
  const withdrawn = (current: SwapRequestRow) => current.state === 'cancelled' || current.state === 'expired';
  const crossing = (current: SwapRequestRow) => withdrawn(current) && current.delivery === 'cancel';
  if (row.state !== 'pending' && row.state !== 'sending' && !crossing(row)) {
    throw refusal(conflict('federation.thisSwapRequestHas'), 'WorkflowViolation', {
      uuid: id,
    });
  }
  if (row.fromLinkId) {
    const back = await findLink(db, row.fromLinkId);
    if (!back) throw refusal(notFound('common.swapRequestNotFound'), 'DoesNotExistViolation', { uuid: id });
    assertActive(back);
    const answer = await sendToPeer(back, context, { path: replyPath(id), body: { state } });
    if (answer.status !== 200 || !nodeSwapRequestReplyAnswerSchema.safeParse(answer.body).success)
      throw peerRefusalOf(answer);
  }
  await db.transaction(async (tx) => {
    const current = (await findSwapRequest(tx, id, { lock: true }))!;
    if (current.state === state || (withdrawn(current) && !crossing(current))) return;
    await updateSwapRequest(tx, id, {
      state,
      // Answered: the request plainly reached its recipient, even if that acknowledgement was lost, and a
      // cancellation on its way there has nothing left to cancel.
      delivery: current.delivery === 'answer' ? 'answer' : null,
      updatedAt: context.now,
    });
    if (current.requesterMemberId) await tellRequesterAnswered(tx, context, current, state);
  });
  return { uuid: id, state };
}

/**
 * The node a request came from says its requester cancelled it (ADR 212), or with `reason: 'expired'` that
 * their node withdrew it unanswered (ADR 215): passed on toward the recipient's node first when this node
 * relayed it, then recorded; on the recipient's node, they are told. The answer is the request's state here:
 * `cancelled` or `expired`, or the recipient's answer when it came first (theirs stands). Only from the node
 * the request came from; the same message again answers the same.
 */
export async function applySwapCancel(
  database: Database,
  context: FederationContext,
  input: { from: LinkRow; id: string; reason?: 'expired' },
) {
  const { from, id, reason } = input;
  const db = database.db;
  assertActive(from);
  const row = await findSwapRequest(db, id);
  if (!row || row.fromLinkId !== from.id) {
    throw refusal(notFound('common.swapRequestNotFound'), 'DoesNotExistViolation', { uuid: id });
  }
  if (row.state !== 'pending' && row.state !== 'sending') return { uuid: id, state: row.state };
  const withdrawnAs: SwapRequestRow['state'] = reason === 'expired' ? 'expired' : 'cancelled';
  let state: SwapRequestRow['state'] = withdrawnAs;
  if (row.toLinkId) {
    const next = await findLink(db, row.toLinkId);
    if (!next) throw refusal(notFound('common.swapRequestNotFound'), 'DoesNotExistViolation', { uuid: id });
    assertActive(next);
    const answer = await sendToPeer(next, context, { path: cancelPath(id), body: reason ? { reason } : {} });
    const parsed = nodeSwapRequestReplyAnswerSchema.safeParse(answer.body);
    // 404: the request never reached the next node; there is nothing to cancel beyond this one.
    if (answer.status === 200 && parsed.success) state = parsed.data.state;
    else if (answer.status !== 404) throw peerRefusalOf(answer);
  }
  return db.transaction(async (tx) => {
    const current = (await findSwapRequest(tx, id, { lock: true }))!;
    if (current.state !== 'pending' && current.state !== 'sending') return { uuid: id, state: current.state };
    await updateSwapRequest(tx, id, { state, updatedAt: context.now });
    if (state !== withdrawnAs || !current.recipientMemberId) return { uuid: id, state };
    await recordAuditEvent(tx, {
      event: state === 'expired' ? 'node_swap_request_expired' : 'node_swap_request_cancelled',
      userId: current.recipientMemberId,
      details: { request: id, requester: current.requester, from: from.peerName },
      ...context.audit,
    });
    const notice: Pick<NotificationInput, 'title' | 'body'> =
      state === 'expired'
        ? receivedRequestExpired(current)
        : {
            title: {
              key: 'federation.cancelledTheirSwapRequest',
              values: { name: remoteMemberLabel(current.requesterName, current.requester) },
            },
            body: { key: 'common.asWritten', values: { text: current.message } },
          };
    await notify(
      tx,
      { publicUrl: context.config.PUBLIC_URL, now: context.now },
      { memberId: current.recipientMemberId, type: 'community_exchange', ...notice, link: '/swaps' },
    );
    return { uuid: id, state };
  });
}
