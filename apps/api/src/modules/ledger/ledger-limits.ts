// The limits a payment must keep: the credit floor, and a community's floor, cap and levy (ADR 181).
import { formatSkillCoin, roundSkillCoin, skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getAccountTotals } from './ledger.repository.ts';
import { getCreditFloor } from './ledger.service.ts';

export interface SwapParties {
  swapId: string;
  requesterId: string;
  recipientId: string;
}

export interface PayerDescription {
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

/** The community fund's share of hours paid to a member, under a levy of `percent` (0 to 10). */
export const levyOf = (hours: number, percent: number) => roundSkillCoin((hours * percent) / 100);

const hoursText = (hours: number) =>
  `${roundSkillCoin(hours).toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;

/**
 * A community's floor, when stricter than the install's, and its cap (ADR 181): the member who pays may not
 * go below the floor, the member paid may not end above the cap once the levy is taken. A refusal names the
 * rule, the community and the figures, speaking to the member asking when it is about them.
 */
export async function assertWithinCommunityRules(
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

export async function assertAboveFloor(
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
