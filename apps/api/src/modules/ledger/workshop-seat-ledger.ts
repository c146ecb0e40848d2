// A workshop seat's SkillCoin: held at booking, released, settled after the workshop, or refunded.
import { formatSkillCoin, roundSkillCoin, type TransferDetails } from '@skillswap/contracts/ledger/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findLevy,
  getAccountTotals,
  insertMovements,
  insertTransfer,
  insertWorkshopHold,
  lockMemberAccounts,
  lockMembersAndFundAccounts,
  releaseWorkshopHold,
} from './ledger.repository.ts';
import { assertWithinCommunityRules, levyOf, type SwapCommunityLimits } from './ledger-limits.ts';
import { getCreditFloor } from './ledger.service.ts';

/**
 * Holds a workshop seat's price from the learner at booking (escrow, as for swaps). Refuses, changing
 * nothing, when the learner's balance minus holds would go below their credit floor. Expects the caller's
 * transaction to hold the workshop's row lock (taken before any account lock, as swaps take theirs).
 */
export async function holdForWorkshopSeat(
  tx: DbOrTx,
  seat: { bookingId: string; learnerId: string; amount: number },
  community?: SwapCommunityLimits & { hostId: string; hostName: string },
): Promise<void> {
  const accountId = (await lockMemberAccounts(tx, [seat.learnerId])).get(seat.learnerId)!;
  if (seat.amount <= 0) return;
  if (community) {
    // A workshop hosted in a community (ADR 181): its floor and cap, as for a swap accepted in it.
    const hostAccount = (await lockMemberAccounts(tx, [community.hostId])).get(community.hostId)!;
    await assertWithinCommunityRules(tx, community, {
      payer: { accountId, memberId: seat.learnerId },
      payee: { accountId: hostAccount, memberId: community.hostId },
      amount: seat.amount,
      who: { actorId: seat.learnerId, payerName: '', payeeName: community.hostName },
    });
  }
  const totals = await getAccountTotals(tx, accountId);
  const available = roundSkillCoin(totals.balance - totals.held);
  const creditFloor = await getCreditFloor(tx, seat.learnerId);
  if (roundSkillCoin(available - seat.amount) < creditFloor) {
    throw new AppError(errorCodes.insufficientCredit, 'ledger.youDontHaveEnoughSkillcoin', {
      values: {
        price: formatSkillCoin(seat.amount),
        available: formatSkillCoin(available),
        floor: formatSkillCoin(creditFloor),
      },
    });
  }
  await insertWorkshopHold(tx, { accountId, bookingId: seat.bookingId, amount: seat.amount });
}

/**
 * Releases a workshop seat's hold (cancelled, excused, or the workshop called off); false when none was
 * active.
 */
export async function releaseWorkshopSeatHold(tx: DbOrTx, bookingId: string, at: Date): Promise<boolean> {
  return releaseWorkshopHold(tx, bookingId, 'cancelled', at);
}

/**
 * Settles one workshop seat to its host exactly once: releases the seat's hold and moves its price from the
 * learner to the host as a `workshop_settlement` transfer. The price was held at booking, so no floor check
 * is needed. Answers false when the seat was settled before.
 */
export async function settleWorkshopSeat(
  tx: DbOrTx,
  seat: { bookingId: string; learnerId: string; hostId: string; amount: number; details: TransferDetails },
  at: Date,
  community?: SwapCommunityLimits,
): Promise<boolean> {
  if (community) return settleCommunityWorkshopSeat(tx, seat, at, community);
  const accounts = await lockMemberAccounts(tx, [seat.learnerId, seat.hostId]);
  await releaseWorkshopHold(tx, seat.bookingId, 'settled', at);
  const transferId = await insertTransfer(tx, {
    kind: 'workshop_settlement',
    idempotencyKey: `workshop-settlement:${seat.bookingId}`,
    details: seat.details,
  });
  if (transferId === null) return false;
  await insertMovements(tx, transferId, [
    { accountId: accounts.get(seat.learnerId)!, amount: -seat.amount },
    { accountId: accounts.get(seat.hostId)!, amount: seat.amount },
  ]);
  return true;
}

/**
 * Settles a seat of a workshop hosted in a community (ADR 181): as `settleWorkshopSeat`, with the community's
 * fund locked with both members' accounts (ascending id), its cap checked for the host (the price was held at
 * booking, so no floor), and its levy moved from the host to the fund as its own `community_levy` transfer,
 * once per seat.
 */
async function settleCommunityWorkshopSeat(
  tx: DbOrTx,
  seat: { bookingId: string; learnerId: string; hostId: string; amount: number; details: TransferDetails },
  at: Date,
  community: SwapCommunityLimits,
): Promise<boolean> {
  const { memberAccounts, fundAccount } = await lockMembersAndFundAccounts(
    tx,
    [seat.learnerId, seat.hostId],
    community.communityId,
  );
  await releaseWorkshopHold(tx, seat.bookingId, 'settled', at);
  const transferId = await insertTransfer(tx, {
    kind: 'workshop_settlement',
    idempotencyKey: `workshop-settlement:${seat.bookingId}`,
    details: { ...seat.details, communityName: community.communityName },
  });
  if (transferId === null) return false;
  if (seat.amount <= 0) return true;
  const hostAccount = memberAccounts.get(seat.hostId)!;
  await assertWithinCommunityRules(
    tx,
    { ...community, creditFloor: null },
    {
      payer: { accountId: memberAccounts.get(seat.learnerId)!, memberId: seat.learnerId },
      payee: { accountId: hostAccount, memberId: seat.hostId },
      amount: seat.amount,
      who: { actorId: seat.hostId, payerName: '', payeeName: '' },
    },
  );
  await insertMovements(tx, transferId, [
    { accountId: memberAccounts.get(seat.learnerId)!, amount: -seat.amount },
    { accountId: hostAccount, amount: seat.amount },
  ]);
  const levy = levyOf(seat.amount, community.levyPercent);
  if (levy > 0) {
    const levyId = await insertTransfer(tx, {
      kind: 'community_levy',
      idempotencyKey: `community-levy:workshop-seat:${seat.bookingId}`,
      details: { communityName: community.communityName },
    });
    if (levyId !== null) {
      await insertMovements(tx, levyId, [
        { accountId: hostAccount, amount: -levy },
        { accountId: fundAccount, amount: levy },
      ]);
    }
  }
  return true;
}

/**
 * Refunds a disputed workshop seat, as an operator decided (ADR 132): the seat's price goes back from the
 * host to the learner as a `workshop_refund` transfer, exactly once per seat. Refuses, changing nothing, when
 * the host's balance minus holds would fall below their credit floor (the operator may decide again later).
 * Answers false when the seat was refunded before.
 */
export async function refundWorkshopSeat(
  tx: DbOrTx,
  seat: {
    bookingId: string;
    learnerId: string;
    hostId: string;
    hostName: string;
    amount: number;
    details: TransferDetails;
  },
): Promise<boolean> {
  // A seat of a community's workshop paid a levy (ADR 181): the fund gives it back, the host the rest.
  const levy = await findLevy(tx, `community-levy:workshop-seat:${seat.bookingId}`);
  const locked = levy
    ? await lockMembersAndFundAccounts(tx, [seat.learnerId, seat.hostId], levy.communityId)
    : { memberAccounts: await lockMemberAccounts(tx, [seat.learnerId, seat.hostId]), fundAccount: null };
  const accounts = locked.memberAccounts;
  const fromHost = roundSkillCoin(seat.amount - (levy?.amount ?? 0));
  if (levy && locked.fundAccount) {
    const fund = await getAccountTotals(tx, locked.fundAccount);
    if (roundSkillCoin(fund.balance) < levy.amount) {
      throw new AppError(errorCodes.insufficientCredit, 'ledger.theFundHoldsAndWould', {
        values: { fund: formatSkillCoin(fund.balance), levy: formatSkillCoin(levy.amount) },
      });
    }
  }
  const totals = await getAccountTotals(tx, accounts.get(seat.hostId)!);
  const floor = await getCreditFloor(tx, seat.hostId);
  if (roundSkillCoin(totals.balance - totals.held - fromHost) < floor) {
    throw new AppError(errorCodes.insufficientCredit, 'ledger.doesntHaveEnoughSkillcoinFor', {
      values: { name: seat.hostName, amount: formatSkillCoin(seat.amount), floor: formatSkillCoin(floor) },
    });
  }
  const transferId = await insertTransfer(tx, {
    kind: 'workshop_refund',
    idempotencyKey: `workshop-refund:${seat.bookingId}`,
    details: seat.details,
  });
  if (transferId === null) return false;
  await insertMovements(tx, transferId, [
    { accountId: accounts.get(seat.hostId)!, amount: -fromHost },
    ...(levy && locked.fundAccount ? [{ accountId: locked.fundAccount, amount: -levy.amount }] : []),
    { accountId: accounts.get(seat.learnerId)!, amount: seat.amount },
  ]);
  return true;
}
