import type { DbOrTx } from '../../db/client.ts';
import { findCommunityNames } from '../communities/index.ts';
import { safeguardingOf } from '../community-safeguarding/index.ts';
import { notifyMany, type NotificationMessage, type NotifyContext } from '../notifications/index.ts';
import { findRules } from './community-rules.repository.ts';
import { listCoordinatorIds } from './exchange-parties.repository.ts';

/** What a community's rules say of the swaps made in it (ADR 181), with the community's name for refusals. */
export interface SwapCommunityRules {
  communityId: string;
  communityName: string;
  communitySlug: string;
  /** null: the install's floor alone. */
  creditFloor: number | null;
  /** null: no cap. */
  balanceCap: number | null;
  levyPercent: number;
  requireSwapApproval: boolean;
  requireFlaggedApproval: boolean;
  /** null: requests are never accepted automatically. */
  autoAcceptDays: number | null;
}

/**
 * The rules a swap made in the community keeps. With `lock`, the rules row is share-locked until the
 * transaction ends: swaps settle side by side, and a change of rules waits for them (and they for it). In
 * ADR 43's order the rules row comes after the swap and before the ledger accounts. Null when the
 * community is gone.
 */
export async function swapRulesOf(
  tx: DbOrTx,
  communityId: string,
  options: { lock: boolean },
): Promise<SwapCommunityRules | null> {
  const community = (await findCommunityNames(tx, [communityId])).get(communityId);
  if (!community) return null;
  const rules = await findRules(tx, communityId, options.lock ? 'share' : false);
  return {
    communityId,
    communityName: community.name,
    communitySlug: community.slug,
    creditFloor: rules?.creditFloor ?? null,
    balanceCap: rules?.balanceCap ?? null,
    levyPercent: rules?.levyPercent ?? 0,
    requireSwapApproval: rules?.requireSwapApproval ?? false,
    requireFlaggedApproval: rules?.requireFlaggedApproval ?? false,
    autoAcceptDays: rules?.autoAcceptDays ?? null,
  };
}

/**
 * Whether a swap made in the community waits for a coordinator's approval: the community approves every
 * exchange, or one of its members is flagged and the community approves flagged members' exchanges (ADR 178).
 */
export async function swapNeedsApproval(
  tx: DbOrTx,
  rules: SwapCommunityRules,
  memberIds: string[],
  now: Date,
): Promise<boolean> {
  if (rules.requireSwapApproval) return true;
  if (!rules.requireFlaggedApproval) return false;
  const status = await safeguardingOf(tx, rules.communityId, memberIds, now);
  return memberIds.some((memberId) => status.flagged.has(memberId));
}

/**
 * The community's coordinators and owner, but none of `excluding` (a coordinator never approves their own
 * swap).
 */
export async function coordinatorsOf(
  tx: DbOrTx,
  communityId: string,
  excluding: string[],
): Promise<string[]> {
  return (await listCoordinatorIds(tx, communityId)).filter((memberId) => !excluding.includes(memberId));
}

/** Tells coordinators a swap made in the community waits for their approval; the link opens the list. */
export async function tellCoordinatorsOfSwap(
  tx: DbOrTx,
  context: NotifyContext,
  swap: {
    rules: SwapCommunityRules;
    memberIds: string[];
    title: NotificationMessage;
    body: NotificationMessage;
  },
) {
  const coordinators = await coordinatorsOf(tx, swap.rules.communityId, swap.memberIds);
  await notifyMany(
    tx,
    context,
    coordinators.map((memberId) => ({
      memberId,
      type: 'community_exchange',
      title: swap.title,
      body: swap.body,
      link: `/c/${swap.rules.communitySlug}#swap-approvals`,
    })),
  );
}
