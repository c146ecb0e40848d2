// A swap's SkillCoin: held when it is accepted, released, and settled when it completes.
import { type TransferDetails } from '@skillswap/contracts/ledger/schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  insertHold,
  insertMovements,
  insertTransfer,
  lockMemberAccounts,
  lockMembersAndFundAccounts,
  releaseHold,
} from './ledger.repository.ts';
import {
  assertAboveFloor,
  assertWithinCommunityRules,
  levyOf,
  netPayment,
  type PayerDescription,
  type SwapCommunityLimits,
  type SwapParties,
} from './ledger-limits.ts';

/**
 * Holds the expected net hours from the member who will receive more teaching, when a swap is accepted.
 * Refuses (nothing changes) when the hold would take that member's balance minus holds below the floor.
 * Expects the caller's transaction to hold the swap's row lock.
 */
export async function holdForSwap(
  tx: DbOrTx,
  swap: SwapParties & { hoursOffered: number; hoursRequested: number },
  who: PayerDescription,
  community?: SwapCommunityLimits,
): Promise<void> {
  const { payerId, payeeId, amount } = netPayment(swap, swap.hoursOffered, swap.hoursRequested);
  const accounts = await lockMemberAccounts(tx, [swap.requesterId, swap.recipientId]);
  if (!payerId || !payeeId || amount === 0) return;
  const accountId = accounts.get(payerId)!;
  if (community) {
    // A swap made in a community (ADR 181): its floor and cap are checked now, and again when it settles.
    await assertWithinCommunityRules(tx, community, {
      payer: { accountId, memberId: payerId },
      payee: { accountId: accounts.get(payeeId)!, memberId: payeeId },
      amount,
      who,
    });
  }
  await assertAboveFloor(
    tx,
    { accountId, memberId: payerId },
    amount,
    payerId === who.actorId ? null : who.payerName,
  );
  await insertHold(tx, { accountId, swapId: swap.swapId, amount });
}

/** Locks the members' accounts until the transaction ends, so checks against their balances hold. */
export async function lockLedgerAccounts(tx: DbOrTx, memberIds: string[]): Promise<void> {
  await lockMemberAccounts(tx, memberIds);
}

export async function releaseSwapHold(tx: DbOrTx, swapId: string, at: Date): Promise<boolean> {
  return releaseHold(tx, swapId, 'cancelled', at);
}

/**
 * Settles a completed swap exactly once: releases its hold and moves the confirmed net hours from the
 * member who received more teaching to the other. A transfer is recorded even for an even swap, so
 * "settled" is a fact in the ledger. Answers false when the swap was settled before.
 */
export async function settleSwap(
  tx: DbOrTx,
  swap: SwapParties & { requesterHours: number; recipientHours: number; details: TransferDetails },
  who: PayerDescription,
  at: Date,
  community?: SwapCommunityLimits,
): Promise<boolean> {
  if (community) return settleCommunitySwap(tx, swap, who, at, community);
  const accounts = await lockMemberAccounts(tx, [swap.requesterId, swap.recipientId]);
  await releaseHold(tx, swap.swapId, 'settled', at);
  const transferId = await insertTransfer(tx, {
    kind: 'swap_settlement',
    idempotencyKey: `swap-settlement:${swap.swapId}`,
    swapId: swap.swapId,
    details: swap.details,
  });
  if (transferId === null) return false;
  const { payerId, payeeId, amount } = netPayment(swap, swap.requesterHours, swap.recipientHours);
  if (!payerId || !payeeId || amount === 0) return true;
  const payerAccount = accounts.get(payerId)!;
  await assertAboveFloor(
    tx,
    { accountId: payerAccount, memberId: payerId },
    amount,
    payerId === who.actorId ? null : who.payerName,
  );
  await insertMovements(tx, transferId, [
    { accountId: payerAccount, amount: -amount },
    { accountId: accounts.get(payeeId)!, amount },
  ]);
  return true;
}

/**
 * Settles a swap made in a community (ADR 181): as `settleSwap`, with the community's fund account locked
 * with both members' (ascending id, ADR 43), the stricter of the install's and the community's floor and the
 * community's cap checked, and the levy moved from the member paid to the fund as its own `community_levy`
 * transfer, once per swap.
 */
async function settleCommunitySwap(
  tx: DbOrTx,
  swap: SwapParties & { requesterHours: number; recipientHours: number; details: TransferDetails },
  who: PayerDescription,
  at: Date,
  community: SwapCommunityLimits,
): Promise<boolean> {
  const { memberAccounts, fundAccount } = await lockMembersAndFundAccounts(
    tx,
    [swap.requesterId, swap.recipientId],
    community.communityId,
  );
  await releaseHold(tx, swap.swapId, 'settled', at);
  const transferId = await insertTransfer(tx, {
    kind: 'swap_settlement',
    idempotencyKey: `swap-settlement:${swap.swapId}`,
    swapId: swap.swapId,
    details: { ...swap.details, communityName: community.communityName },
  });
  if (transferId === null) return false;
  const { payerId, payeeId, amount } = netPayment(swap, swap.requesterHours, swap.recipientHours);
  if (!payerId || !payeeId || amount === 0) return true;
  const payerAccount = memberAccounts.get(payerId)!;
  const payeeAccount = memberAccounts.get(payeeId)!;
  await assertWithinCommunityRules(tx, community, {
    payer: { accountId: payerAccount, memberId: payerId },
    payee: { accountId: payeeAccount, memberId: payeeId },
    amount,
    who,
  });
  await assertAboveFloor(
    tx,
    { accountId: payerAccount, memberId: payerId },
    amount,
    payerId === who.actorId ? null : who.payerName,
  );
  await insertMovements(tx, transferId, [
    { accountId: payerAccount, amount: -amount },
    { accountId: payeeAccount, amount },
  ]);
  const levy = levyOf(amount, community.levyPercent);
  if (levy > 0) {
    const levyId = await insertTransfer(tx, {
      kind: 'community_levy',
      idempotencyKey: `community-levy:swap:${swap.swapId}`,
      details: { communityName: community.communityName },
    });
    if (levyId !== null) {
      await insertMovements(tx, levyId, [
        { accountId: payeeAccount, amount: -levy },
        { accountId: fundAccount, amount: levy },
      ]);
    }
  }
  return true;
}
