import { remoteSwapRequestLifetimeDays } from '@skillswap/contracts/federation/swap-request-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { notify, type NotificationMessage } from '../notifications/index.ts';
import type { FederationContext } from './federation.service.ts';
import { deliverSwapMessage } from './federation-swap-requests.delivery.ts';
import {
  lockUnansweredRequests,
  updateSwapRequest,
  type SwapRequestRow,
} from './federation-swap-requests.repository.ts';
import { remoteMemberLabel } from './federation-transfers.shared.ts';

const dayMs = 24 * 60 * 60 * 1000;
const lifetimeMs = remoteSwapRequestLifetimeDays * dayMs;
/**
 * How much longer the recipient's node waits before it expires a request on its own: by then the requester's
 * node has normally withdrawn it already, and only one whose node is gone is still waiting.
 */
const recipientGraceMs = dayMs;
const batch = 20;
/** How long the job leaves the withdrawal this run is trying at once. */
const claimMs = 60_000;

async function tell(
  tx: DbOrTx,
  context: FederationContext,
  memberId: string,
  notice: { title: NotificationMessage; body: NotificationMessage },
) {
  await notify(
    tx,
    { publicUrl: context.config.PUBLIC_URL, now: context.now },
    { memberId, type: 'community_exchange', ...notice, link: '/swaps' },
  );
}

/**
 * What the recipient of a request from another exchange is told when it expires, whichever node's clock said
 * so first: this one's, or the requester's node's withdrawal.
 */
export const receivedRequestExpired = (request: {
  requesterName: string;
  requester: string;
  message: string;
}): { title: NotificationMessage; body: NotificationMessage } => ({
  title: {
    key: 'federation.theSwapRequestFrom',
    values: { name: remoteMemberLabel(request.requesterName, request.requester) },
  },
  body: { key: 'common.asWritten', values: { text: request.message } },
});

async function expire(
  tx: DbOrTx,
  context: FederationContext,
  row: SwapRequestRow,
  side: 'sent' | 'received',
) {
  await updateSwapRequest(tx, row.id, {
    state: 'expired',
    ...(side === 'sent'
      ? { delivery: 'cancel' as const, nextAttemptAt: new Date(context.now.getTime() + claimMs) }
      : {}),
    updatedAt: context.now,
  });
  await recordAuditEvent(tx, {
    event: 'node_swap_request_expired',
    userId: side === 'sent' ? row.requesterMemberId : row.recipientMemberId,
    details: { request: row.id, requester: row.requester, recipient: row.recipient },
    ...context.audit,
  });
  if (side === 'sent') {
    await tell(tx, context, row.requesterMemberId!, {
      title: {
        key: 'common.yourRequestExpired',
        values: { name: remoteMemberLabel(row.recipientName, row.recipient) },
      },
      body: { key: 'federation.itHadNoAnswer' },
    });
  } else {
    await tell(tx, context, row.recipientMemberId!, receivedRequestExpired(row));
  }
}

/**
 * The job (ADR 215): requests this node's members sent that nobody answered within the lifetime of a local
 * swap request expire here, as the requester's cancel does it (ADR 212): the state `expired` and the message
 * that carries it toward the recipient's node are written in one transaction, audited, and the requester is
 * told; the message is tried at once, then by the delivery job. The recipient's node still decides: an answer
 * that came first stands. A request this node's members were sent that is still waiting a day after its
 * lifetime (its requester's node is gone) expires here too, without a message. Answers whether a full batch
 * expired (more may be waiting).
 */
export async function expireUnansweredSwapRequests(
  database: Database,
  context: FederationContext,
): Promise<boolean> {
  const sentBefore = new Date(context.now.getTime() - lifetimeMs);
  const receivedBefore = new Date(sentBefore.getTime() - recipientGraceMs);
  const { sent, received } = await database.db.transaction(async (tx) => {
    const sentRows = await lockUnansweredRequests(tx, { side: 'sent', cutoff: sentBefore, limit: batch });
    for (const row of sentRows) await expire(tx, context, row, 'sent');
    const receivedRows = await lockUnansweredRequests(tx, {
      side: 'received',
      cutoff: receivedBefore,
      limit: batch,
    });
    for (const row of receivedRows) await expire(tx, context, row, 'received');
    return { sent: sentRows, received: receivedRows };
  });
  for (const row of sent) await deliverSwapMessage(database, context, row.id);
  return sent.length === batch || received.length === batch;
}
