// The limits a payment must keep: the credit floor, and a community's floor, cap and levy (ADR 181).
import { formatSkillCoin, roundSkillCoin, skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, type ErrorValue } from '../../lib/errors.ts';
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
        const values = { after: hoursText(after), community: community.communityName, floor };
        throw payer.memberId === who.actorId
          ? new AppError(errorCodes.insufficientCredit, 'ledger.wouldPassYourFloor', { values })
          : new AppError(errorCodes.insufficientCredit, 'ledger.wouldPassFloorOfMember', {
              values: { ...values, name: who.payerName },
            });
      }
    }
  }
  if (community.balanceCap !== null) {
    const totals = await getAccountTotals(tx, payee.accountId);
    const after = roundSkillCoin(totals.balance + amount - levyOf(amount, community.levyPercent));
    if (after > community.balanceCap) {
      const cap = hoursText(community.balanceCap);
      const values = { after: hoursText(after), community: community.communityName, cap };
      throw payee.memberId === who.actorId
        ? new AppError(errorCodes.insufficientCredit, 'ledger.wouldPassYourCap', { values })
        : new AppError(errorCodes.insufficientCredit, 'ledger.wouldPassCapOfMember', {
            values: { ...values, name: who.payeeName ?? 'the other member' },
          });
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
  const why: ErrorValue =
    creditFloor === skillCoinRules.newcomerCreditFloor
      ? {
          key: 'ledger.creditOpensAfterTeaching',
          values: { limit: formatSkillCoin(skillCoinRules.creditFloor) },
        }
      : '';
  const needs = formatSkillCoin(amount);
  throw payerName
    ? new AppError(errorCodes.insufficientCredit, 'ledger.doesntHaveEnoughSkillcoin', {
        values: { name: payerName, amount: needs, floor },
      })
    : new AppError(errorCodes.insufficientCredit, 'ledger.youDontHaveEnough', {
        values: { amount: needs, available: formatSkillCoin(available), floor, why },
      });
}
