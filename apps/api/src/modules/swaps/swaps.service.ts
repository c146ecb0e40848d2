import {
  defaultSwapMessage,
  type CreateSwapRequestInput,
  type SwapCommunity,
  type SwapRequest,
} from '@skillswap/contracts/swaps';
import { swapRequestLifetimeDays } from '@skillswap/contracts/swap-lifecycle';
import { errorCodes } from '@skillswap/contracts/errors';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { findBlockBetween } from '../blocks/index.ts';
import { findCommunityNames } from '../communities/index.ts';
import { queueSwapWebhooks } from '../webhooks/index.ts';
import { checkPlanLimits } from './swap-limits.ts';
import { communityOfRequest, requestLifetimeMs, tellCoordinatorsOfRequest } from './community-requests.ts';
import { notifySwapRequested } from './swap-request-notice.ts';
import {
  findNames,
  findRequestableMember,
  hasOpenRequestBetween,
  insertSwapRequest,
  listSwapsOf,
  lockRequester,
  type SwapRow,
} from './swaps.repository.ts';

/** Anti-abuse limit on sending requests, separate from plan limits (docs/product-rules.md R4.4). */
export const swapRequestRateLimit = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
const dayMs = 24 * 60 * 60 * 1000;

const duplicateRequest = () =>
  new AppError(errorCodes.conflict, 'You already have an open swap request with this member');

/**
 * Sends a swap request from `requesterId` to the target. Refuses requests to oneself, from members who list
 * no skill they teach, to members who cannot be found (deleted, private, unknown), duplicates of an open
 * request, and anything past the plan or the anti-abuse limit. The requester's row is locked first so
 * concurrent requests are checked one at a time.
 */
export async function createSwapRequest(
  db: Db,
  options: {
    requesterId: string;
    input: CreateSwapRequestInput;
    now: Date;
    publicUrl: string;
    /** Runs in the request's transaction once it is inserted, e.g. to tie it to the board post it answers. */
    onCreated?: (tx: DbOrTx, swap: SwapRow) => Promise<void>;
  },
): Promise<SwapRequest> {
  const { requesterId, input, now } = options;
  if (input.targetId === requesterId) {
    throw new AppError(errorCodes.validation, 'You cannot request a swap with yourself');
  }
  await enforceRateLimit(db, { key: `swap-request:member:${requesterId}`, now, ...swapRequestRateLimit });
  try {
    const row = await db.transaction(async (tx) => {
      const requester = await lockRequester(tx, requesterId);
      if (!requester) throw notFound('Your profile was not found');
      if (!requester.hasOfferedSkill) {
        throw new AppError(
          errorCodes.profileIncomplete,
          'Add a skill you can teach to your profile before you request a swap',
        );
      }
      const target = await findRequestableMember(tx, input.targetId);
      if (!target) throw notFound('Member not found');
      await assertNotBlocked(tx, requesterId, target);
      if (await hasOpenRequestBetween(tx, requesterId, target.id)) throw duplicateRequest();
      await checkPlanLimits(tx, { memberId: requesterId, plan: requester.plan, now });
      const community = input.communityId
        ? await communityOfRequest(tx, {
            communityId: input.communityId,
            requesterId,
            target: { id: target.id, fullName: target.fullName ?? 'This member' },
            now,
          })
        : null;
      const swap = await insertSwapRequest(tx, {
        requesterId,
        recipientId: target.id,
        offeredSkill: input.offeredSkill,
        requestedSkill: input.requestedSkill,
        message: input.message || defaultSwapMessage(target.fullName ?? 'there'),
        hoursOffered: input.hoursOffered,
        hoursRequested: input.hoursRequested,
        status: 'requested',
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(
          now.getTime() + (community ? requestLifetimeMs(community.rules) : swapRequestLifetimeDays * dayMs),
        ),
        ...(community
          ? { communityId: community.rules.communityId, communityApproval: community.approval }
          : {}),
      });
      await options.onCreated?.(tx, swap);
      if (community?.approval === 'pending') {
        await tellCoordinatorsOfRequest(tx, { publicUrl: options.publicUrl, now }, swap, community.rules);
      }
      await notifySwapRequested(tx, { publicUrl: options.publicUrl, now }, swap);
      await queueSwapWebhooks(tx, { swapId: swap.id, status: 'requested', now });
      return swap;
    });
    return (await toSwapRequests(db, [row], requesterId))[0]!;
  } catch (error) {
    // The partial unique index settles two opposite requests racing each other.
    if (isUniqueViolation(error, 'swaps_one_open_request_idx')) throw duplicateRequest();
    throw error;
  }
}

/**
 * A block refuses the request either way. The blocker is told why; to the blocked member the blocker is
 * gone, as on their profile (404).
 */
async function assertNotBlocked(
  db: DbOrTx,
  requesterId: string,
  target: { id: string; fullName: string | null },
) {
  const block = await findBlockBetween(db, requesterId, target.id);
  if (!block) return;
  if (block.blockerId !== requesterId) throw notFound('Member not found');
  throw new AppError(
    errorCodes.memberBlocked,
    `You blocked ${target.fullName ?? 'this member'}. Unblock them in Settings to send a swap request.`,
  );
}

export async function listSwapRequests(db: Db, memberId: string): Promise<SwapRequest[]> {
  return toSwapRequests(db, await listSwapsOf(db, memberId, 200), memberId);
}

/** The API's view of swap rows, as `viewerId` sees them (sent or received). */
export async function toSwapRequests(db: Db, rows: SwapRow[], viewerId: string): Promise<SwapRequest[]> {
  const names = await findNames(db, [...new Set(rows.flatMap((row) => [row.requesterId, row.recipientId]))]);
  const communities = await findCommunityNames(
    db,
    rows.flatMap((row) => (row.communityId ? [row.communityId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    direction: row.requesterId === viewerId ? 'sent' : 'received',
    requester: { id: row.requesterId, full_name: names.get(row.requesterId) ?? null },
    recipient: { id: row.recipientId, full_name: names.get(row.recipientId) ?? null },
    offeredSkill: row.offeredSkill,
    requestedSkill: row.requestedSkill,
    message: row.message,
    hoursOffered: Number(row.hoursOffered),
    hoursRequested: Number(row.hoursRequested),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    community: swapCommunityOf(row, communities),
  }));
}

/** The community a swap was made in, as its members see it (ADR 181); null when none (or it is gone). */
export function swapCommunityOf(
  row: Pick<SwapRow, 'communityId' | 'communityApproval'>,
  communities: Map<string, { id: string; slug: string; name: string }>,
): SwapCommunity | null {
  const community = row.communityId ? communities.get(row.communityId) : undefined;
  return community ? { ...community, approval: row.communityApproval } : null;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505') {
      return candidate.constraint === constraint || (candidate.message ?? '').includes(constraint);
    }
  }
  return false;
}
