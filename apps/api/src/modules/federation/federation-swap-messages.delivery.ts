import { nodeSwapMessageAnswerSchema } from '@skillswap/contracts/federation/swap-message-schemas';
import type { Database } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import { findLink } from './federation.repository.ts';
import type { FederationContext } from './federation.service.ts';
import {
  claimDueSwapMessages,
  findSwapMessage,
  postponeSwapMessage,
  settleSwapMessage,
  type SwapMessageRow,
} from './federation-swap-messages.repository.ts';
import { relayPath } from './federation-swap-requests.delivery.ts';
import { findSwapRequest } from './federation-swap-requests.repository.ts';
import { peerRefusalOf } from './federation-transfers.errors.ts';
import { remoteMemberLabel, sendToPeer } from './federation-transfers.shared.ts';
import type { NodeAnswer } from './node-client.ts';

const retryMs = 60_000;
export const messagePath = (requestId: string) => `${relayPath}/${requestId}/messages`;

/** The node message a message row owes the next node; the author's node and every hub send the same. */
export const conversationMessage = (row: Pick<SwapMessageRow, 'id' | 'author' | 'body'>) => ({
  uuid: row.id,
  author: row.author,
  body: row.body,
});

/**
 * A refusal trying again will not change: a malformed message, an author or request the far side does not
 * know, or a request it has closed (409 WorkflowViolation). A paused link (409 BlockedViolation), a rate
 * limit, a signature refused or a node down is tried again.
 */
export function isFinalRefusal(answer: NodeAnswer): boolean {
  if ([400, 403, 404].includes(answer.status)) return true;
  if (answer.status !== 409) return false;
  const errors = (answer.body as { errors?: Array<{ class?: unknown }> } | null)?.errors;
  return Array.isArray(errors) && errors.some((error) => error.class === 'WorkflowViolation');
}

type MessageOutcome = { delivered: true } | { delivered: false; refusal: AppError | null };

/**
 * Tries once to hand the message `id` to the next node on its request's path (ADR 210). Acknowledged, the
 * row owes nothing more; refused for good, the refusal is the caller's to record; otherwise it is due again
 * at the job's next run. A paused or ended link holds it.
 */
export async function deliverConversationMessage(
  database: Database,
  context: FederationContext,
  id: string,
): Promise<MessageOutcome> {
  const db = database.db;
  const row = await findSwapMessage(db, id);
  if (row?.delivery !== 'sending') return { delivered: true };
  const wait = async (): Promise<MessageOutcome> => {
    await postponeSwapMessage(db, id, context.now);
    return { delivered: false, refusal: null };
  };
  const link = await findLink(db, row.toLinkId!);
  if (!link || link.status !== 'active') return wait();
  let answer: NodeAnswer;
  try {
    answer = await sendToPeer(link, context, {
      path: messagePath(row.requestId),
      body: conversationMessage(row),
    });
  } catch {
    return wait();
  }
  if (answer.status === 201 && nodeSwapMessageAnswerSchema.safeParse(answer.body).success) {
    await settleSwapMessage(db, id, 'delivered');
    return { delivered: true };
  }
  return isFinalRefusal(answer) ? { delivered: false, refusal: peerRefusalOf(answer) } : wait();
}

/**
 * A message the far side refused for good (the request was closed meanwhile, say): kept as refused, and its
 * author, when they are a member of this node, is told which message did not reach whom.
 */
async function markUndelivered(database: Database, context: FederationContext, row: SwapMessageRow) {
  await database.db.transaction(async (tx) => {
    if (!(await settleSwapMessage(tx, row.id, 'refused')) || !row.authorMemberId) return;
    const request = await findSwapRequest(tx, row.requestId);
    if (!request) return;
    const [name, address] =
      request.requesterMemberId === row.authorMemberId
        ? [request.recipientName, request.recipient]
        : [request.requesterName, request.requester];
    const partner = remoteMemberLabel(name, address);
    await notify(
      tx,
      { publicUrl: context.config.PUBLIC_URL, now: context.now },
      {
        memberId: row.authorMemberId,
        type: 'community_exchange',
        title: { key: 'federation.yourMessageToWas', values: { name: partner } },
        body: { key: 'common.asWritten', values: { text: row.body } },
        link: '/swaps',
      },
    );
  });
}

/**
 * The job: messages due to other nodes, each tried once per run, 20 a run; one refused for good is kept as
 * refused (its author sees it so in the conversation, and is told). It asks to run again at once only when a
 * whole batch went through, as the requests' delivery does.
 */
export async function deliverDueSwapMessages(
  database: Database,
  context: FederationContext,
): Promise<boolean> {
  const batch = 20;
  const retryAt = new Date(context.now.getTime() + retryMs);
  const due = await claimDueSwapMessages(database.db, context.now, retryAt, batch);
  let delivered = 0;
  for (const row of due) {
    const outcome = await deliverConversationMessage(database, context, row.id);
    if (outcome.delivered) delivered += 1;
    else if (outcome.refusal) await markUndelivered(database, context, row);
  }
  return due.length === batch && delivered === batch;
}
