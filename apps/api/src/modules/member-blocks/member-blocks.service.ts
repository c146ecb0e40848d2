import type { BlockedMemberList, BlockResult } from '@skillswap/contracts/blocks/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Db } from '../../db/client.ts';
import { formerMemberName } from '../../db/member-display-name.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { deleteBlock, insertBlock, listBlocksBy } from '../blocks/index.ts';
import { withdrawRequestsBetween } from '../swap-lifecycle/index.ts';
import { findMemberCards } from '../swaps/index.ts';

interface BlockContext {
  db: Db;
  now: Date;
  client: AuditContext;
}

/**
 * The member blocks another, from their profile, a swap or a thread. In one transaction: the block is
 * recorded, the requests still waiting between the two are withdrawn, and the block is audited. Blocking
 * again changes nothing and withdraws nothing.
 */
export async function blockMember(
  context: BlockContext,
  input: { blockerId: string; blockedId: string },
): Promise<{ result: BlockResult; isNew: boolean }> {
  if (input.blockerId === input.blockedId) {
    throw new AppError(errorCodes.validation, 'memberBlocks.youCannotBlockYourself');
  }
  return context.db.transaction(async (tx) => {
    const cards = await findMemberCards(tx, [input.blockedId]);
    const blocked = cards.get(input.blockedId);
    if (!blocked || blocked.isDeleted) throw notFound('common.memberNotFound');
    const withdrawn = await withdrawRequestsBetween(
      tx,
      { now: context.now },
      input.blockerId,
      input.blockedId,
    );
    const isNew = await insertBlock(tx, { ...input, at: context.now });
    if (isNew) {
      await recordAuditEvent(tx, {
        event: 'member_blocked',
        userId: input.blockerId,
        details: { blockedId: input.blockedId, withdrawnRequests: withdrawn },
        ...context.client,
      });
    }
    return {
      isNew,
      result: {
        memberId: blocked.id,
        fullName: blocked.fullName,
        avatarUrl: blocked.avatarUrl,
        blockedAt: context.now.toISOString(),
        withdrawnRequests: withdrawn,
      },
    };
  });
}

/** Lifts the member's own block; a block that is not there answers 404. */
export async function unblockMember(
  context: BlockContext,
  input: { blockerId: string; blockedId: string },
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const isRemoved = await deleteBlock(tx, input.blockerId, input.blockedId);
    if (!isRemoved) throw notFound('common.youHaveNotBlocked');
    await recordAuditEvent(tx, {
      event: 'member_unblocked',
      userId: input.blockerId,
      details: { blockedId: input.blockedId },
      ...context.client,
    });
  });
}

/** The "Blocked members" list in Settings. A member who left since is shown under the former-member name. */
export async function listBlockedMembers(db: Db, blockerId: string): Promise<BlockedMemberList> {
  const rows = await listBlocksBy(db, blockerId);
  const cards = await findMemberCards(
    db,
    rows.map((row) => row.blockedId),
  );
  return {
    items: rows.map((row) => {
      const card = cards.get(row.blockedId);
      return {
        memberId: row.blockedId,
        fullName: card?.fullName ?? formerMemberName,
        avatarUrl: card?.avatarUrl ?? null,
        blockedAt: row.createdAt.toISOString(),
      };
    }),
  };
}
