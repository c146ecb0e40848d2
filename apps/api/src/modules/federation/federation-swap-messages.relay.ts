import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  nodeSwapMessageAnswerSchema,
  type nodeSwapMessageSchema,
} from '@skillswap/contracts/federation/swap-message-schemas';
import { findTextProblem } from '@skillswap/contracts/shared/text';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import { findLink, type LinkRow } from './federation.repository.ts';
import { hasBlocked } from './federation-member-blocks.checks.ts';
import type { FederationContext } from './federation.service.ts';
import { findSwapMessage, insertSwapMessage } from './federation-swap-messages.repository.ts';
import { conversationMessage, messagePath } from './federation-swap-messages.delivery.ts';
import { closedToMessages } from './federation-swap-messages.service.ts';
import { findSwapRequest, type SwapRequestRow } from './federation-swap-requests.repository.ts';
import { toRemoteSwapRequest } from './federation-swap-requests.service.ts';
import { peerRefusalOf, refusal } from './federation-transfers.errors.ts';
import { assertActive, sendToPeer } from './federation-transfers.shared.ts';

type NodeSwapMessage = z.infer<typeof nodeSwapMessageSchema>;

/**
 * Where a message may come from (ADR 210): the requester's side speaks through the link the request came
 * by, the recipient's through the link it went by. Any other node learns nothing of the request (404).
 */
export function authorSpokenFor(request: SwapRequestRow | null, from: LinkRow, requestId: string) {
  if (request?.fromLinkId === from.id) return request.requester;
  if (request?.toLinkId === from.id) return request.recipient;
  throw refusal(notFound('common.swapRequestNotFound'), 'DoesNotExistViolation', { uuid: requestId });
}

/**
 * Another node delivers a message about a swap request: checked, then passed on toward the other member's
 * node first when this node relays the request, and recorded; on that member's node they are told. The same
 * message again answers the same and records nothing more; another message with a known id is 409.
 */
export async function relaySwapMessage(
  database: Database,
  context: FederationContext,
  input: { from: LinkRow; requestId: string; message: NodeSwapMessage },
) {
  const { from, requestId, message } = input;
  const db = database.db;
  assertActive(from);
  const request = await findSwapRequest(db, requestId);
  const author = authorSpokenFor(request, from, requestId);
  if (message.author !== author) {
    throw refusal(new AppError(errorCodes.validation, 'federation.theAuthorDoesNot'), 'PermissionViolation', {
      author: message.author,
      node: from.peerName,
    });
  }
  if (!message.body.trim() || findTextProblem(message.body, { lines: true })) {
    throw refusal(
      new AppError(errorCodes.validation, 'federation.theMessageMustBe'),
      'InvalidFieldsViolation',
      { field: 'body' },
    );
  }
  const known = await findSwapMessage(db, message.uuid);
  if (known) {
    const same =
      known.requestId === requestId &&
      known.author === message.author &&
      known.body === message.body &&
      known.fromLinkId === from.id;
    if (!same) {
      throw refusal(conflict('federation.anotherMessageHasThis'), 'WorkflowViolation', {
        uuid: message.uuid,
      });
    }
    return { uuid: known.id };
  }
  // The request reached its recipient, so a requester's node that has not heard so yet (`sending`) takes it.
  if (request!.state !== 'sending' && request!.state !== 'pending' && request!.state !== 'accepted') {
    throw refusal(closedToMessages(), 'WorkflowViolation', { uuid: requestId, state: request!.state });
  }
  const row = {
    id: message.uuid,
    requestId,
    author: message.author,
    body: message.body,
    fromLinkId: from.id,
    createdAt: context.now,
  };
  const onward = author === request!.requester ? request!.toLinkId : request!.fromLinkId;
  if (onward) {
    const next = await findLink(db, onward);
    if (!next)
      throw refusal(notFound('common.swapRequestNotFound'), 'DoesNotExistViolation', { uuid: requestId });
    assertActive(next);
    const answer = await sendToPeer(next, context, {
      path: messagePath(requestId),
      body: conversationMessage(row),
    });
    if (answer.status !== 201 || !nodeSwapMessageAnswerSchema.safeParse(answer.body).success)
      throw peerRefusalOf(answer);
    await insertSwapMessage(db, { ...row, toLinkId: next.id, delivery: 'delivered' });
    return { uuid: row.id };
  }
  const memberId = author === request!.requester ? request!.recipientMemberId : request!.requesterMemberId;
  // A member who blocked the author takes no more messages from them; the author's side is not told why.
  if (memberId && (await hasBlocked(db, memberId, author))) {
    throw refusal(closedToMessages(), 'WorkflowViolation', { uuid: requestId, state: request!.state });
  }
  await db.transaction(async (tx) => {
    const inserted = await insertSwapMessage(tx, { ...row, delivery: 'received' });
    // Delivered twice at once: the other delivery recorded it, and told the member.
    if (!inserted || !memberId) return;
    const labels = toRemoteSwapRequest(request!, memberId);
    const name = author === request!.requester ? labels.requesterLabel : labels.recipientLabel;
    await notify(
      tx,
      { publicUrl: context.config.PUBLIC_URL, now: context.now },
      {
        memberId,
        type: 'community_exchange',
        title: { key: 'federation.sentYouAMessage', values: { name } },
        body: { key: 'common.asWritten', values: { text: message.body } },
        link: '/swaps',
      },
    );
  });
  return { uuid: row.id };
}
