import type {
  BlockedRemoteMember,
  BlockedRemoteMemberList,
} from '@skillswap/contracts/federation/member-block-schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Database, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import {
  deleteMemberBlock,
  findMemberBlock,
  insertMemberBlock,
  listMemberBlocks,
  requestsBetween,
  type MemberBlockRow,
} from './federation-member-blocks.repository.ts';
import { updateSwapRequest } from './federation-swap-requests.repository.ts';
import { deliverSwapMessage } from './federation-swap-requests.delivery.ts';
import { parseAddress, remoteMemberLabel, routeTo } from './federation-transfers.shared.ts';

/** How long the job leaves a message the member's own call is trying. */
const claimMs = 60_000;

const toBlocked = (row: MemberBlockRow, closedRequests: number): BlockedRemoteMember => ({
  address: row.address,
  label: row.label,
  blockedAt: row.createdAt.toISOString(),
  closedRequests,
});

/**
 * The member blocks a member of another exchange (ADR 213), one some link of this node reaches. In one
 * transaction: the block is recorded with the name a request between them gave, the requests still waiting
 * between them are closed (a received one declined, a sent one cancelled, each with the message it owes the
 * next node), and it is audited; then those messages are tried at once (the job retries). Blocking again
 * changes nothing and closes nothing.
 */
export async function blockRemoteMember(
  database: Database,
  context: FederationContext,
  input: { memberId: string; address: string },
): Promise<{ blocked: BlockedRemoteMember; isNew: boolean }> {
  const address = parseAddress(input.address)!;
  if (address.node === nodeNameOf(context.config)) {
    throw new AppError(errorCodes.validation, 'federation.thatMemberBelongsToThis');
  }
  // A node no live link reaches (a mistyped name, an exchange never linked) has no member to keep away.
  await routeTo(database.db, address.node, null);
  const outcome = await database.db.transaction(async (tx) => {
    const known = await findMemberBlock(tx, input.memberId, input.address);
    if (known) return { blocked: toBlocked(known, 0), isNew: false, closed: [] as string[] };
    const requests = await requestsBetween(tx, input.memberId, input.address);
    const name = requests
      .map((row) => (row.requester === input.address ? row.requesterName : row.recipientName))
      .find(Boolean);
    const row = (await insertMemberBlock(tx, {
      memberId: input.memberId,
      address: input.address,
      label: remoteMemberLabel(name, input.address),
      createdAt: context.now,
    }))!;
    const closed: string[] = [];
    for (const request of requests) {
      const isSent = request.requesterMemberId === input.memberId;
      if (isSent ? request.state !== 'sending' && request.state !== 'pending' : request.state !== 'pending')
        continue;
      await updateSwapRequest(tx, request.id, {
        state: isSent ? 'cancelled' : 'declined',
        delivery: isSent ? 'cancel' : 'answer',
        nextAttemptAt: new Date(context.now.getTime() + claimMs),
        updatedAt: context.now,
      });
      closed.push(request.id);
    }
    await recordAuditEvent(tx, {
      event: 'node_member_blocked',
      userId: input.memberId,
      details: { address: input.address, closedRequests: closed },
      ...context.audit,
    });
    return { blocked: toBlocked(row, closed.length), isNew: true, closed };
  });
  for (const id of outcome.closed) await deliverSwapMessage(database, context, id);
  return { blocked: outcome.blocked, isNew: outcome.isNew };
}

/** Lifts the member's own block; one that is not there is 404. Requests it closed stay closed. */
export async function unblockRemoteMember(
  database: Database,
  context: FederationContext,
  input: { memberId: string; address: string },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    if (!(await deleteMemberBlock(tx, input.memberId, input.address))) {
      throw notFound('common.youHaveNotBlocked');
    }
    await recordAuditEvent(tx, {
      event: 'node_member_unblocked',
      userId: input.memberId,
      details: { address: input.address },
      ...context.audit,
    });
  });
}

export async function listBlockedRemoteMembers(
  db: DbOrTx,
  memberId: string,
): Promise<BlockedRemoteMemberList> {
  return { blocks: (await listMemberBlocks(db, memberId)).map((row) => toBlocked(row, 0)) };
}
