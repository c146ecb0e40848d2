import {
  defaultSwapMessage,
  type CreateSwapRequestInput,
  type SwapCommunity,
  type SwapRequest,
} from '@skillswap/contracts/swaps/schemas';
import { swapRequestLifetimeDays } from '@skillswap/contracts/swap-lifecycle/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { findCommunityNames } from '../communities/index.ts';
import { queueSwapWebhooks } from './swap-webhooks.ts';
import { refuseOverPlanLimits, startOfMonth } from './swap-limits.ts';
import { communityOfRequest, requestLifetimeMs, tellCoordinatorsOfRequest } from './community-requests.ts';
import { notifySwapRequested } from './swap-request-notice.ts';
import {
  findNames,
  insertSwapRequest,
  listSwapsOf,
  lockRequester,
  readRequestChecks,
  type SwapRow,
} from './swaps.repository.ts';

/** Anti-abuse limit on sending requests, separate from plan limits (docs/product-rules.md R4.4). */
export const swapRequestRateLimit = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
const dayMs = 24 * 60 * 60 * 1000;

const duplicateRequest = () => new AppError(errorCodes.conflict, 'swaps.youAlreadyHaveAn');

/**
 * Sends a swap request from `requesterId` to the target. Refuses requests to oneself, from members who list
 * no skill they teach, to members who cannot be found (deleted, private, unknown), duplicates of an open
 * request, and anything past the plan or the anti-abuse limit. One transaction, one commit: the anti-abuse
 * hit is counted in it (a refused request rolls its hit back, as a refused message does), the requester's
 * row is locked so concurrent requests are checked one at a time, every check is then read in one
 * statement, and the answer is built from the inserted row.
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
    throw new AppError(errorCodes.validation, 'swaps.youCannotRequestA');
  }
  try {
    return await db.transaction(async (tx) => {
      await enforceRateLimit(tx, { key: `swap-request:member:${requesterId}`, now, ...swapRequestRateLimit });
      const requester = await lockRequester(tx, requesterId);
      if (!requester) throw notFound('swaps.yourProfileWasNot');
      if (!requester.hasOfferedSkill) {
        throw new AppError(errorCodes.profileIncomplete, 'swaps.addASkillYou');
      }
      const checks = await readRequestChecks(tx, {
        requesterId,
        targetId: input.targetId,
        since: startOfMonth(now),
      });
      const { target } = checks;
      if (!target) throw notFound('common.memberNotFound');
      assertNotBlocked(checks.blockerId, requesterId, target);
      if (checks.hasOpenRequest) throw duplicateRequest();
      refuseOverPlanLimits(requester.plan, { sent: checks.requestsSince, active: checks.activeSwaps });
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
        createdAt: now,
        expiresAt: new Date(
          now.getTime() + (community ? requestLifetimeMs(community.rules) : swapRequestLifetimeDays * dayMs),
        ),
        ...(community
          ? { communityId: community.rules.communityId, communityApproval: community.approval }
          : {}),
      });
      await options.onCreated?.(tx, swap);
      const names = new Map([...checks.cards].map(([id, card]) => [id, card.fullName]));
      if (community?.approval === 'pending') {
        const context = { publicUrl: options.publicUrl, now };
        await tellCoordinatorsOfRequest(tx, context, swap, community.rules, names);
      }
      await notifySwapRequested(tx, { publicUrl: options.publicUrl, now }, swap, names.get(requesterId)!);
      await queueSwapWebhooks(tx, { swapId: swap.id, status: 'requested', now });
      const communities = new Map<string, { id: string; slug: string; name: string }>();
      if (community) {
        const { communityId: id, communitySlug: slug, communityName: name } = community.rules;
        communities.set(id, { id, slug, name });
      }
      return toSwapRequest(swap, requesterId, names, communities);
    });
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
function assertNotBlocked(
  blockerId: string | null,
  requesterId: string,
  target: { id: string; fullName: string | null },
) {
  if (!blockerId) return;
  if (blockerId !== requesterId) throw notFound('common.memberNotFound');
  throw new AppError(errorCodes.memberBlocked, 'swaps.youBlockedUnblockThem', {
    values: { name: target.fullName ?? 'this member' },
  });
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
  return rows.map((row) => toSwapRequest(row, viewerId, names, communities));
}

function toSwapRequest(
  row: SwapRow,
  viewerId: string,
  names: Map<string, string>,
  communities: Map<string, { id: string; slug: string; name: string }>,
): SwapRequest {
  return {
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
  };
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
