import { remoteSwapRequestLifetimeDays } from '@skillswap/contracts/federation/swap-request-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { notify } from '../notifications/index.ts';
import type { FederationContext } from './federation.service.ts';
import { deliverSwapMessage } from './federation-swap-requests.delivery.ts';
import {
  lockUnansweredSentRequests,
  updateSwapRequest,
  type SwapRequestRow,
} from './federation-swap-requests.repository.ts';
import { parseAddress } from './federation-transfers.shared.ts';

const lifetimeMs = remoteSwapRequestLifetimeDays * 24 * 60 * 60 * 1000;
const batch = 20;
/** How long the job leaves the withdrawal this run is trying at once. */
const claimMs = 60_000;

async function tellRequester(tx: DbOrTx, context: FederationContext, row: SwapRequestRow) {
  const recipient = `${row.recipientName || 'The member'} · ${parseAddress(row.recipient)?.node ?? row.recipient}`;
  await notify(
    tx,
    { publicUrl: context.config.PUBLIC_URL, now: context.now },
    {
      memberId: row.requesterMemberId!,
      type: 'community_exchange',
      title: `Your swap request to ${recipient} expired`,
      body: 'It had no answer for 14 days, so it was withdrawn on their exchange too. You can send a new request.',
      link: '/swaps',
    },
  );
}

/**
 * The job (ADR 215): requests this node's members sent that nobody answered within the lifetime of a local
 * swap request expire here, as the requester's cancel does it (ADR 212): the state `expired` and the message
 * that carries it toward the recipient's node are written in one transaction, audited, and the requester is
 * told; the message is tried at once, then by the delivery job. The recipient's node still decides: an answer
 * that came first stands. Answers whether a full batch expired (more may be waiting).
 */
export async function expireUnansweredSwapRequests(
  database: Database,
  context: FederationContext,
): Promise<boolean> {
  const cutoff = new Date(context.now.getTime() - lifetimeMs);
  const expired = await database.db.transaction(async (tx) => {
    const rows = await lockUnansweredSentRequests(tx, cutoff, batch);
    for (const row of rows) {
      await updateSwapRequest(tx, row.id, {
        state: 'expired',
        delivery: 'cancel',
        nextAttemptAt: new Date(context.now.getTime() + claimMs),
        updatedAt: context.now,
      });
      await recordAuditEvent(tx, {
        event: 'node_swap_request_expired',
        userId: row.requesterMemberId,
        details: { request: row.id, recipient: row.recipient },
        ...context.audit,
      });
      await tellRequester(tx, context, row);
    }
    return rows;
  });
  for (const row of expired) await deliverSwapMessage(database, context, row.id);
  return expired.length === batch;
}
