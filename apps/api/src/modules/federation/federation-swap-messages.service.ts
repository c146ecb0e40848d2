import { randomUUID } from 'node:crypto';
import type {
  RemoteSwapMessage,
  RemoteSwapThread,
} from '@skillswap/contracts/federation/swap-message-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { findLink } from './federation.repository.ts';
import { assertNotBlockedBy } from './federation-member-blocks.checks.ts';
import type { FederationContext } from './federation.service.ts';
import {
  deleteSwapMessage,
  findSwapMessage,
  insertSwapMessage,
  listRequestMessages,
  type SwapMessageRow,
} from './federation-swap-messages.repository.ts';
import { deliverConversationMessage } from './federation-swap-messages.delivery.ts';
import { findSwapRequest, type SwapRequestRow } from './federation-swap-requests.repository.ts';
import { toRemoteSwapRequest } from './federation-swap-requests.service.ts';
import { assertActive } from './federation-transfers.shared.ts';

/** What one member may write in an hour across all their requests: a conversation, not a mailing. */
const memberLimit = { limit: 60, windowMs: 60 * 60 * 1000 };
/** How long the job leaves a message the member's own call is trying. */
const claimMs = 60_000;

/** Where a request's conversation is open to new messages (ADR 210): declined and refused close it. */
const openToMessages = new Set<SwapRequestRow['state']>(['pending', 'accepted']);
export const closedToMessages = () => conflict('federation.messagesCanBeWritten');

/** The request `id` as the member sees it on this node: theirs as requester or recipient, or 404. */
export async function memberRequest(db: DbOrTx, memberId: string, id: string) {
  const row = await findSwapRequest(db, id);
  if (!row || (row.requesterMemberId !== memberId && row.recipientMemberId !== memberId)) {
    throw notFound('common.swapRequestNotFound');
  }
  return row;
}

function toRemoteSwapMessage(
  message: SwapMessageRow,
  request: SwapRequestRow,
  memberId: string,
): RemoteSwapMessage {
  const labels = toRemoteSwapRequest(request, memberId);
  const ours = request.requesterMemberId === memberId ? request.requester : request.recipient;
  return {
    id: message.id,
    mine: message.author === ours,
    authorLabel: message.author === request.requester ? labels.requesterLabel : labels.recipientLabel,
    body: message.body,
    delivery: message.delivery,
    createdAt: message.createdAt.toISOString(),
  };
}

/** The request with its conversation, oldest message first, for either of its members. */
export async function getSwapThread(
  db: Database['db'],
  memberId: string,
  id: string,
): Promise<RemoteSwapThread> {
  const request = await memberRequest(db, memberId, id);
  const messages = await listRequestMessages(db, id);
  return {
    request: toRemoteSwapRequest(request, memberId),
    messages: messages.map((message) => toRemoteSwapMessage(message, request, memberId)),
  };
}

/**
 * A member writes to the other member of a request across exchanges (ADR 210). The message is recorded with
 * the delivery it owes the next node on the request's path in one statement, then tried at once: a node that
 * cannot be reached leaves it `sending` for the job; a refusal for good (the request was declined meanwhile)
 * forgets it and is the member's answer, so a refused post changes nothing.
 */
export async function sendSwapMessage(
  database: Database,
  context: FederationContext,
  input: { memberId: string; id: string; body: string },
): Promise<RemoteSwapMessage> {
  const db = database.db;
  const request = await memberRequest(db, input.memberId, input.id);
  if (!openToMessages.has(request.state)) throw closedToMessages();
  const isRequester = request.requesterMemberId === input.memberId;
  await assertNotBlockedBy(db, input.memberId, isRequester ? request.recipient : request.requester);
  const link = await findLink(db, (isRequester ? request.toLinkId : request.fromLinkId)!);
  if (!link) throw notFound('common.swapRequestNotFound');
  assertActive(link);
  await enforceRateLimit(db, {
    key: `remote-swap-message:member:${input.memberId}`,
    now: context.now,
    ...memberLimit,
  });
  const id = randomUUID();
  await insertSwapMessage(db, {
    id,
    requestId: request.id,
    author: isRequester ? request.requester : request.recipient,
    authorMemberId: input.memberId,
    body: input.body,
    toLinkId: link.id,
    delivery: 'sending',
    nextAttemptAt: new Date(context.now.getTime() + claimMs),
    createdAt: context.now,
  });
  const outcome = await deliverConversationMessage(database, context, id);
  if (!outcome.delivered && outcome.refusal) {
    await deleteSwapMessage(db, id);
    throw outcome.refusal;
  }
  return toRemoteSwapMessage((await findSwapMessage(db, id))!, request, input.memberId);
}
