import {
  formatSkillCoin,
  isProfileComplete,
  roundSkillCoin,
  skillCoinRules,
  type Balance,
  type StatementPage,
  type StatementQuery,
  type TransferDetails,
} from '@skillswap/contracts/ledger';
import { errorCodes } from '@skillswap/contracts/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import {
  communityFundAccountId,
  ensureCommunityFundAccount,
  ensureMemberAccount,
  findMemberAccountId,
  findLevy,
  findProfileForGrant,
  getAccountTotals,
  hasTaughtInCompletedSwap,
  insertHold,
  insertMovements,
  insertTransfer,
  insertWorkshopHold,
  lockMemberAccounts,
  lockMemberAndFundAccounts,
  lockMembersAndFundAccounts,
  releaseHold,
  releaseWorkshopHold,
} from './ledger.repository.ts';
import { listStatement, type StatementRow } from './statement.repository.ts';

export async function getBalance(db: DbOrTx, memberId: string): Promise<Balance> {
  const accountId = await findMemberAccountId(db, memberId);
  const totals = accountId ? await getAccountTotals(db, accountId) : { balance: 0, held: 0 };
  return {
    balance: roundSkillCoin(totals.balance),
    held: roundSkillCoin(totals.held),
    available: roundSkillCoin(totals.balance - totals.held),
    creditFloor: await getCreditFloor(db, memberId),
  };
}

/**
 * The lowest the member's balance minus holds may go: 0 until they have taught in a completed swap, then
 * -5 SC (decisions.md "Accounts and credit"). Credit is earned by taking part, not by signing up.
 */
export async function getCreditFloor(db: DbOrTx, memberId: string): Promise<number> {
  return (await hasTaughtInCompletedSwap(db, memberId))
    ? skillCoinRules.creditFloor
    : skillCoinRules.newcomerCreditFloor;
}

export async function getStatement(
  db: DbOrTx,
  memberId: string,
  query: StatementQuery,
): Promise<StatementPage> {
  const accountId = await findMemberAccountId(db, memberId);
  if (!accountId) return { items: [], nextCursor: null };
  const rows = await listStatement(db, accountId, {
    before: query.cursor ?? null,
    limit: query.limit + 1,
  });
  return toStatementPage(rows, query.limit);
}

function toStatementPage(rows: StatementRow[], limit: number): StatementPage {
  const items = rows.slice(0, limit).map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    description: row.description,
    details: row.details,
    swapId: row.swapId,
    counterpart:
      row.counterpartId && row.counterpartName
        ? {
            id: row.counterpartId,
            fullName: row.counterpartName,
            ...(row.counterpartNode ? { node: row.counterpartNode } : {}),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, nextCursor: rows.length > limit ? (items[items.length - 1]?.id ?? null) : null };
}

/**
 * The community fund's statement, newest first: starter grants it gave and deleted members' debts it wrote
 * off (`deletion_write_off`), each with the fund's balance after it. For operators (`fund:statement`).
 */
export async function getFundStatement(db: DbOrTx, query: StatementQuery): Promise<StatementPage> {
  return toStatementPage(
    await listStatement(db, communityFundAccountId, { before: query.cursor ?? null, limit: query.limit + 1 }),
    query.limit,
  );
}

/**
 * Gives the starter grant from the community fund the first time the member's address is verified and their
 * profile complete, and tells the member (its own notification type). Safe to call after every profile change
 * and on verification: the natural key makes it happen, and be announced, once per member, ever.
 */
/** Whether the member finished the profile step (a bio, a skill offered and one wanted): onboarding is done. */
export async function hasCompleteProfile(db: DbOrTx, memberId: string): Promise<boolean> {
  const profile = await findProfileForGrant(db, memberId);
  return profile !== null && isProfileComplete(profile);
}

export async function grantStarterIfEligible(
  db: DbOrTx,
  memberId: string,
  context: NotifyContext,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const profile = await findProfileForGrant(tx, memberId);
    if (!profile || profile.deletedAt || !profile.emailVerifiedAt || !isProfileComplete(profile))
      return false;
    const accountId = await ensureMemberAccount(tx, memberId);
    const transferId = await insertTransfer(tx, {
      kind: 'starter_grant',
      idempotencyKey: `starter-grant:${memberId}`,
      details: {},
    });
    if (transferId === null) return false;
    await insertMovements(tx, transferId, [
      { accountId: communityFundAccountId, amount: -skillCoinRules.starterGrant },
      { accountId, amount: skillCoinRules.starterGrant },
    ]);
    const grant = formatSkillCoin(skillCoinRules.starterGrant);
    await notify(tx, context, {
      memberId,
      type: 'starter_grant',
      title: `You received your ${grant} starter grant`,
      body: `Your address is verified and your profile complete, so the community fund gave you ${grant} to start swapping. Each hour you teach earns 1 SC.`,
      link: '/swaps',
    });
    return true;
  });
}

/**
 * Writes off what a deleted member still owes: a negative balance left after their holds are released is
 * brought to zero by the community fund, as its own transfer kind, so the fund's statement shows every
 * write-off and the ledger still sums to zero. Call in the deleting transaction; answers the amount.
 */
export async function writeOffDeletedMemberDebt(tx: DbOrTx, memberId: string): Promise<number> {
  if (!(await findMemberAccountId(tx, memberId))) return 0;
  const accountId = (await lockMemberAccounts(tx, [memberId])).get(memberId);
  const totals = await getAccountTotals(tx, accountId!);
  const debt = roundSkillCoin(-totals.balance);
  if (debt <= 0) return 0;
  const transferId = await insertTransfer(tx, {
    kind: 'deletion_write_off',
    idempotencyKey: `deletion-write-off:${memberId}`,
    details: {},
  });
  if (transferId === null) return 0;
  await insertMovements(tx, transferId, [
    { accountId: communityFundAccountId, amount: -debt },
    { accountId: accountId!, amount: debt },
  ]);
  return debt;
}

interface SwapParties {
  swapId: string;
  requesterId: string;
  recipientId: string;
}

interface PayerDescription {
  /** Who is asking; the refusal speaks to them. */
  actorId: string;
  /** The paying member's name, for a refusal addressed to the other member. */
  payerName: string;
  /** The paid member's name, for a community's cap refusal addressed to the other member (ADR 181). */
  payeeName?: string;
}

/** The rules of the community a swap was made in, as its settlement keeps them (ADR 181). */
export interface SwapCommunityLimits {
  communityId: string;
  communityName: string;
  /** null: the install's floor alone; the stricter applies. */
  creditFloor: number | null;
  /** null: no cap. */
  balanceCap: number | null;
  /** 0 to 10 % of the hours paid, from the member paid to the community fund. */
  levyPercent: number;
}

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
 * Settles a swap made in a community (ADR 181): as `settleSwap`, with the community's fund account locked with
 * both members' (ascending id, ADR 43), the stricter of the install's and the community's floor and the
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

/** The community fund's share of hours paid to a member, under a levy of `percent` (0 to 10). */
const levyOf = (hours: number, percent: number) => roundSkillCoin((hours * percent) / 100);

const hoursText = (hours: number) =>
  `${roundSkillCoin(hours).toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;

/**
 * A community's floor, when stricter than the install's, and its cap (ADR 181): the member who pays may not go
 * below the floor, the member paid may not end above the cap once the levy is taken. A refusal names the rule,
 * the community and the figures, speaking to the member asking when it is about them.
 */
async function assertWithinCommunityRules(
  tx: DbOrTx,
  community: SwapCommunityLimits,
  transfer: {
    payer: { accountId: string; memberId: string };
    payee: { accountId: string; memberId: string };
    amount: number;
    who: PayerDescription;
  },
) {
  const { payer, payee, amount, who } = transfer;
  if (community.creditFloor !== null) {
    const installFloor = await getCreditFloor(tx, payer.memberId);
    if (community.creditFloor > installFloor) {
      const totals = await getAccountTotals(tx, payer.accountId);
      const after = roundSkillCoin(totals.balance - totals.held - amount);
      if (after < community.creditFloor) {
        const floor = hoursText(community.creditFloor);
        throw new AppError(
          errorCodes.insufficientCredit,
          payer.memberId === who.actorId
            ? `This would take you to ${hoursText(after)}; ${community.communityName}'s floor is ${floor}.`
            : `This would take ${who.payerName} to ${hoursText(after)}; ${community.communityName}'s floor is ${floor}.`,
        );
      }
    }
  }
  if (community.balanceCap !== null) {
    const totals = await getAccountTotals(tx, payee.accountId);
    const after = roundSkillCoin(totals.balance + amount - levyOf(amount, community.levyPercent));
    if (after > community.balanceCap) {
      const cap = hoursText(community.balanceCap);
      throw new AppError(
        errorCodes.insufficientCredit,
        payee.memberId === who.actorId
          ? `This would take you to ${hoursText(after)}; ${community.communityName}'s cap is ${cap}.`
          : `This would take ${who.payeeName ?? 'the other member'} to ${hoursText(after)}; ${community.communityName}'s cap is ${cap}.`,
      );
    }
  }
}

/**
 * The requester teaches `requesterHours` and learns `recipientHours`; whoever learns more pays the
 * difference to the other (1 hour = 1 SC).
 */
export function netPayment(swap: SwapParties, requesterHours: number, recipientHours: number) {
  const net = roundSkillCoin((recipientHours - requesterHours) * skillCoinRules.perHour);
  if (net > 0) return { payerId: swap.requesterId, payeeId: swap.recipientId, amount: net };
  if (net < 0) return { payerId: swap.recipientId, payeeId: swap.requesterId, amount: -net };
  return { payerId: null, payeeId: null, amount: 0 };
}

async function assertAboveFloor(
  tx: DbOrTx,
  payer: { accountId: string; memberId: string },
  amount: number,
  payerName: string | null,
) {
  const totals = await getAccountTotals(tx, payer.accountId);
  const available = roundSkillCoin(totals.balance - totals.held);
  const creditFloor = await getCreditFloor(tx, payer.memberId);
  if (roundSkillCoin(available - amount) >= creditFloor) return;
  const floor = formatSkillCoin(creditFloor);
  const why =
    creditFloor === skillCoinRules.newcomerCreditFloor
      ? ` Learning on credit (down to ${formatSkillCoin(skillCoinRules.creditFloor)}) opens once you have taught in a completed swap.`
      : '';
  const message = payerName
    ? `${payerName} doesn't have enough SkillCoin for this swap right now (it needs ${formatSkillCoin(amount)} and they may not go below ${floor}). Ask them to change the hours, or try again later.`
    : `You don't have enough SkillCoin for this swap: it needs ${formatSkillCoin(amount)} and you have ${formatSkillCoin(available)} available, while your credit floor is ${floor}.${why} Teach a little first, or agree on fewer hours.`;
  throw new AppError(errorCodes.insufficientCredit, message);
}

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
    throw new AppError(
      errorCodes.insufficientCredit,
      `You don't have enough SkillCoin for this seat: it costs ${formatSkillCoin(seat.amount)} and you have ${formatSkillCoin(available)} available, while your credit floor is ${formatSkillCoin(creditFloor)}. Teach a little first.`,
    );
  }
  await insertWorkshopHold(tx, { accountId, bookingId: seat.bookingId, amount: seat.amount });
}

/** Releases a workshop seat's hold (cancelled, excused, or the workshop called off); false when none was active. */
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
 * booking, so no floor), and its levy moved from the host to the fund as its own `community_levy` transfer, once
 * per seat.
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
 * Refunds a disputed workshop seat, as an operator decided (ADR 132): the seat's price goes back from the host
 * to the learner as a `workshop_refund` transfer, exactly once per seat. Refuses, changing nothing, when the
 * host's balance minus holds would fall below their credit floor (the operator may decide again later).
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
      throw new AppError(
        errorCodes.insufficientCredit,
        `The fund holds ${formatSkillCoin(fund.balance)} and would have to give back ${formatSkillCoin(levy.amount)} of levy. Decide without a refund, or try again once the fund holds enough.`,
      );
    }
  }
  const totals = await getAccountTotals(tx, accounts.get(seat.hostId)!);
  const floor = await getCreditFloor(tx, seat.hostId);
  if (roundSkillCoin(totals.balance - totals.held - fromHost) < floor) {
    throw new AppError(
      errorCodes.insufficientCredit,
      `${seat.hostName} doesn't have enough SkillCoin for this refund right now (it needs ${formatSkillCoin(seat.amount)} and they may not go below ${formatSkillCoin(floor)}). Decide without a refund, or try again later.`,
    );
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

/** A community fund's balance and statement, newest first (ADR 98). */
export async function getCommunityFundStatement(
  db: DbOrTx,
  communityId: string,
  query: StatementQuery,
): Promise<{ balance: number; statement: StatementPage }> {
  const accountId = await ensureCommunityFundAccount(db, communityId);
  const totals = await getAccountTotals(db, accountId);
  const rows = await listStatement(db, accountId, { before: query.cursor ?? null, limit: query.limit + 1 });
  return { balance: roundSkillCoin(totals.balance), statement: toStatementPage(rows, query.limit) };
}

/**
 * A member gives SkillCoin to a community's fund: one `community_donation` transfer from their account to
 * the fund's. A gift is never made on credit: it may not exceed what they have available (balance minus
 * holds), whatever their credit floor. Call inside a transaction.
 */
export async function donateToCommunityFund(
  tx: DbOrTx,
  donation: { communityId: string; memberId: string; amount: number; key: string; details: TransferDetails },
): Promise<void> {
  const { memberAccount, fundAccount } = await lockMemberAndFundAccounts(
    tx,
    donation.memberId,
    donation.communityId,
  );
  const totals = await getAccountTotals(tx, memberAccount);
  const available = roundSkillCoin(totals.balance - totals.held);
  if (donation.amount > available) {
    throw new AppError(
      errorCodes.insufficientCredit,
      `You can give at most what you have available: ${formatSkillCoin(Math.max(available, 0))}. Donations are never made on credit.`,
    );
  }
  const transferId = await insertTransfer(tx, {
    kind: 'community_donation',
    idempotencyKey: donation.key,
    details: donation.details,
  });
  if (transferId === null) return;
  await insertMovements(tx, transferId, [
    { accountId: memberAccount, amount: -donation.amount },
    { accountId: fundAccount, amount: donation.amount },
  ]);
}

/**
 * A coordinator grants SkillCoin from a community's fund to a member: one `community_grant` transfer. The
 * fund's row is locked (with the member's, in id order), so two grants cannot both spend its last coin; it
 * never goes below zero.
 */
export async function grantFromCommunityFund(
  tx: DbOrTx,
  grant: { communityId: string; memberId: string; amount: number; key: string; details: TransferDetails },
): Promise<void> {
  const { memberAccount, fundAccount } = await lockMemberAndFundAccounts(
    tx,
    grant.memberId,
    grant.communityId,
  );
  const fund = await getAccountTotals(tx, fundAccount);
  if (grant.amount > roundSkillCoin(fund.balance)) {
    throw new AppError(
      errorCodes.insufficientCredit,
      `The fund holds ${formatSkillCoin(fund.balance)}; a grant cannot be larger than what it holds.`,
    );
  }
  const transferId = await insertTransfer(tx, {
    kind: 'community_grant',
    idempotencyKey: grant.key,
    details: grant.details,
  });
  if (transferId === null) return;
  await insertMovements(tx, transferId, [
    { accountId: fundAccount, amount: -grant.amount },
    { accountId: memberAccount, amount: grant.amount },
  ]);
}
