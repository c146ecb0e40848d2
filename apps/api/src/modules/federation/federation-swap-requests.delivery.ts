import {
  nodeSwapRequestAnswerSchema,
  nodeSwapRequestReplyAnswerSchema,
} from '@skillswap/contracts/federation/swap-request-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import { findLink } from './federation.repository.ts';
import type { FederationContext } from './federation.service.ts';
import {
  claimDueSwapDeliveries,
  findSwapRequest,
  updateSwapRequest,
  type SwapRequestRow,
} from './federation-swap-requests.repository.ts';
import { peerRefusalOf } from './federation-transfers.errors.ts';
import { remoteMemberLabel, sendToPeer } from './federation-transfers.shared.ts';
import type { NodeAnswer } from './node-client.ts';

const retryMs = 60_000;
export const relayPath = '/api/federation/node-swap-requests';
export const replyPath = (id: string) => `${relayPath}/${id}/reply`;
export const cancelPath = (id: string) => `${relayPath}/${id}/cancel`;

/** What one try of a due message came to: delivered, refused for good (the request only), or to try again. */
export type DeliveryOutcome = { delivered: true } | { delivered: false; refusal: AppError | null };

/** The node message a request row owes: the request itself toward the recipient, or the answer back. */
export const requestMessage = (row: SwapRequestRow) => ({
  uuid: row.id,
  requester: row.requester,
  recipient: row.recipient,
  requesterName: row.requesterName,
  message: row.message,
});

/**
 * A refusal that will not change by trying again: the request is malformed, or names nobody the recipient's
 * node lets partners reach. A paused link (409), a rate limit (429), a signature refused (401) or a node
 * down (5xx) is tried again.
 */
const isFinal = (answer: NodeAnswer) => [400, 403, 404].includes(answer.status);

/**
 * Tries the message `id` owes the next node once (ADR 206): the request toward the recipient's node, the
 * recipient's answer back toward the requester's, or the requester's cancellation toward the recipient's (ADR
 * 212). Acknowledged, the row owes nothing more; otherwise it is due again at the job's next run. A paused or
 * ended link holds it.
 */
export async function deliverSwapMessage(
  database: Database,
  context: FederationContext,
  id: string,
): Promise<DeliveryOutcome> {
  const db = database.db;
  const row = await findSwapRequest(db, id);
  if (!row?.delivery) return { delivered: true };
  const wait = async (): Promise<DeliveryOutcome> => {
    await updateSwapRequest(db, id, { nextAttemptAt: context.now, updatedAt: row.updatedAt });
    return { delivered: false, refusal: null };
  };
  const kind = row.delivery;
  const link = await findLink(db, (kind === 'answer' ? row.fromLinkId : row.toLinkId)!);
  if (!link || link.status !== 'active') return wait();
  let answer: NodeAnswer;
  try {
    answer = await sendToPeer(link, context, messageOf(row, kind));
  } catch {
    return wait();
  }
  if (kind === 'cancel') {
    const parsed = nodeSwapRequestReplyAnswerSchema.safeParse(answer.body);
    // 404: the recipient's side never recorded the request (it was still on its way): nothing to cancel
    // there.
    if (answer.status === 404) await settleCancel(database, context, id, 'cancelled');
    else if (answer.status === 200 && parsed.success)
      await settleCancel(database, context, id, parsed.data.state);
    else return wait();
    return { delivered: true };
  }
  let recipientName: string | null = null;
  if (kind === 'request') {
    const parsed = nodeSwapRequestAnswerSchema.safeParse(answer.body);
    if (answer.status !== 201 || !parsed.success) {
      return isFinal(answer) ? { delivered: false, refusal: peerRefusalOf(answer) } : wait();
    }
    recipientName = parsed.data.recipientName;
  } else {
    const acknowledged =
      answer.status === 200 && nodeSwapRequestReplyAnswerSchema.safeParse(answer.body).success;
    // 404: the requester's side never recorded the request; nothing there to answer.
    if (!acknowledged && answer.status !== 404) return wait();
  }
  await db.transaction(async (tx) => {
    const current = await findSwapRequest(tx, id, { lock: true });
    if (current?.delivery !== kind) return;
    await updateSwapRequest(tx, id, {
      delivery: null,
      // The recipient's answer may have come back before this acknowledgement did.
      ...(recipientName !== null ? { recipientName } : {}),
      ...(current.state === 'sending' ? { state: 'pending' as const } : {}),
      updatedAt: context.now,
    });
  });
  return { delivered: true };
}

const messageOf = (row: SwapRequestRow, kind: 'request' | 'answer' | 'cancel') =>
  kind === 'request'
    ? { path: relayPath, body: requestMessage(row) }
    : kind === 'answer'
      ? { path: replyPath(row.id), body: { state: row.state } }
      : { path: cancelPath(row.id), body: row.state === 'expired' ? { reason: 'expired' } : {} };

/**
 * The recipient's side acknowledged a cancellation with the request's state there: `cancelled`, or the
 * recipient's answer when it came first, which stands (ADR 212) and is what the requester is told.
 */
async function settleCancel(database: Database, context: FederationContext, id: string, farState: string) {
  await database.db.transaction(async (tx) => {
    const current = await findSwapRequest(tx, id, { lock: true });
    if (current?.delivery !== 'cancel') return;
    const answered = farState === 'accepted' || farState === 'declined' ? farState : null;
    await updateSwapRequest(tx, id, {
      delivery: null,
      ...(answered ? { state: answered } : {}),
      updatedAt: context.now,
    });
    if (answered && current.requesterMemberId) await tellRequesterAnswered(tx, context, current, answered);
  });
}

/** The requester's node tells them how the recipient answered. */
export async function tellRequesterAnswered(
  tx: DbOrTx,
  context: FederationContext,
  row: SwapRequestRow,
  state: 'accepted' | 'declined',
) {
  const recipient = remoteMemberLabel(row.recipientName, row.recipient);
  await notify(
    tx,
    { publicUrl: context.config.PUBLIC_URL, now: context.now },
    {
      memberId: row.requesterMemberId!,
      type: 'community_exchange',
      title:
        state === 'accepted'
          ? { key: 'common.acceptedYourSwapRequest', values: { name: recipient } }
          : { key: 'common.declinedYourSwapRequest', values: { name: recipient } },
      body: { key: 'common.asWritten', values: { text: row.message } },
      link: '/swaps',
    },
  );
}

/**
 * A request the recipient's node refused for good when the job tried it: kept as refused, its requester told.
 */
async function markRefused(database: Database, context: FederationContext, id: string, why: string) {
  await database.db.transaction(async (tx) => {
    const current = await findSwapRequest(tx, id, { lock: true });
    if (current?.delivery !== 'request') return;
    await updateSwapRequest(tx, id, {
      state: 'refused',
      refusal: why,
      delivery: null,
      updatedAt: context.now,
    });
    if (current.requesterMemberId) await tellRequesterRefused(tx, context, current, why);
  });
}

async function tellRequesterRefused(
  tx: DbOrTx,
  context: FederationContext,
  row: SwapRequestRow,
  why: string,
) {
  await notify(
    tx,
    { publicUrl: context.config.PUBLIC_URL, now: context.now },
    {
      memberId: row.requesterMemberId!,
      type: 'community_exchange',
      title: { key: 'federation.requestNotDelivered' },
      body: { key: 'common.asWritten', values: { text: why } },
      link: '/swaps',
    },
  );
}

/**
 * The job: swap request messages due to other nodes, each tried once per run, 20 a run; it asks to run again
 * at once only when a whole batch went through (as the transfers' delivery does, ADR 184).
 */
export async function deliverDueSwapRequests(
  database: Database,
  context: FederationContext,
): Promise<boolean> {
  const batch = 20;
  const retryAt = new Date(context.now.getTime() + retryMs);
  const due = await claimDueSwapDeliveries(database.db, context.now, retryAt, batch);
  let delivered = 0;
  for (const row of due) {
    const outcome = await deliverSwapMessage(database, context, row.id);
    if (outcome.delivered) delivered += 1;
    else if (outcome.refusal) await markRefused(database, context, row.id, outcome.refusal.message);
  }
  return due.length === batch && delivered === batch;
}
