import { roundSkillCoin, skillCoinRules, type TransferDetails } from '@skillswap/contracts/ledger/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getCreditFloor } from './ledger.service.ts';
import {
  getAccountTotals,
  getAccountsTotals,
  insertMovementRows,
  insertMovements,
  insertTransfer,
  insertTransfers,
  lockMembersAndFundAccounts,
} from './ledger.repository.ts';

/** One teacher and one learner of a recorded exchange (ADR 172), in the order the coordinator gave them. */
export interface RecordedPart {
  /** The recorded exchange the part belongs to (an import pays many at once). */
  exchangeId: string;
  position: number;
  /** The row the coordinator knows it by, named when it breaks a rule: the form's row or the file's line. */
  row: number;
  teacher: { id: string; name: string };
  learner: { id: string; name: string };
  hours: number;
  /** The community fund's share of the teacher's hours. */
  levy: number;
}

/** The community's rules an exchange made in it must keep, on top of the install's own. */
export interface CommunityLimits {
  communityId: string;
  communityName: string;
  /** null: the install's floor alone. */
  creditFloor: number | null;
  /** null: no cap. */
  balanceCap: number | null;
}

const hoursText = (hours: number) =>
  `${roundSkillCoin(hours).toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;

/**
 * Pays a recorded exchange: per part, a `recorded_exchange` transfer from learner to teacher and, when the
 * community takes a levy, a `community_levy` transfer from the teacher to its fund. Every account involved is
 * locked first (ascending id, ADR 43) and the parts are checked in order against the stricter of the
 * install's and the community's floor, and the community's cap; the first that breaks one refuses the whole
 * exchange, naming its row, the member and the figures. Idempotent per exchange: a repeat changes nothing.
 */
export async function payRecordedExchange(
  tx: DbOrTx,
  exchange: {
    limits: CommunityLimits;
    parts: RecordedPart[];
    details: (part: RecordedPart) => TransferDetails;
  },
): Promise<void> {
  const { limits, parts } = exchange;
  const memberIds = parts.flatMap((part) => [part.teacher.id, part.learner.id]);
  const { memberAccounts, fundAccount } = await lockMembersAndFundAccounts(tx, memberIds, limits.communityId);
  const totals = await getAccountsTotals(tx, [...memberAccounts.values()]);
  const balances = new Map<string, { balance: number; available: number }>();
  for (const [memberId, accountId] of memberAccounts) {
    const { balance, held } = totals.get(accountId)!;
    balances.set(memberId, { balance, available: balance - held });
  }
  const floors = new Map<string, number>();
  // Teaching earlier in the same exchanges opens credit for what follows, as it would have one by one.
  const taughtNow = new Set<string>();
  for (const part of parts) {
    const { row } = part;
    const learner = balances.get(part.learner.id)!;
    learner.balance -= part.hours;
    learner.available -= part.hours;
    // At or above 0 no floor can refuse (the install's and a community's are 0 or below): no need to read it.
    const installFloor =
      roundSkillCoin(learner.available) >= 0 || taughtNow.has(part.learner.id)
        ? skillCoinRules.creditFloor
        : await memoised(floors, part.learner.id, () => getCreditFloor(tx, part.learner.id));
    const after = hoursText(learner.available);
    const name = part.learner.name;
    if (limits.creditFloor !== null && limits.creditFloor > installFloor) {
      if (roundSkillCoin(learner.available) < limits.creditFloor) {
        throw new AppError(errorCodes.insufficientCredit, 'ledger.rowThisWouldTake', {
          values: { row, name, after, community: limits.communityName, floor: hoursText(limits.creditFloor) },
        });
      }
    } else if (roundSkillCoin(learner.available) < installFloor) {
      throw new AppError(errorCodes.insufficientCredit, 'ledger.rowThisWouldTakeTo', {
        values: { row, name, after, floor: hoursText(installFloor) },
      });
    }
    taughtNow.add(part.teacher.id);
    const teacher = balances.get(part.teacher.id)!;
    teacher.balance += part.hours - part.levy;
    teacher.available += part.hours - part.levy;
    if (limits.balanceCap !== null && roundSkillCoin(teacher.balance) > limits.balanceCap) {
      throw new AppError(errorCodes.insufficientCredit, 'ledger.rowThisWouldTakeToS', {
        values: {
          row,
          name: part.teacher.name,
          after: hoursText(teacher.balance),
          community: limits.communityName,
          cap: hoursText(limits.balanceCap),
        },
      });
    }
  }
  const paid = await insertTransfers(
    tx,
    parts.map((part) => ({
      kind: 'recorded_exchange' as const,
      idempotencyKey: `recorded-exchange:${part.exchangeId}:${part.position}`,
      details: exchange.details(part),
    })),
  );
  const levied = await insertTransfers(
    tx,
    parts
      .filter((part) => part.levy > 0)
      .map((part) => ({
        kind: 'community_levy' as const,
        idempotencyKey: `community-levy:${part.exchangeId}:${part.position}`,
        details: { communityName: limits.communityName },
      })),
  );
  await insertMovementRows(
    tx,
    parts.flatMap((part) => {
      const teacherAccount = memberAccounts.get(part.teacher.id)!;
      const payment = paid.get(`recorded-exchange:${part.exchangeId}:${part.position}`);
      const levy = levied.get(`community-levy:${part.exchangeId}:${part.position}`);
      return [
        ...(payment === undefined
          ? []
          : [
              { transferId: payment, accountId: memberAccounts.get(part.learner.id)!, amount: -part.hours },
              { transferId: payment, accountId: teacherAccount, amount: part.hours },
            ]),
        ...(levy === undefined
          ? []
          : [
              { transferId: levy, accountId: teacherAccount, amount: -part.levy },
              { transferId: levy, accountId: fundAccount, amount: part.levy },
            ]),
      ];
    }),
  );
}

/**
 * Undoes a disputed recorded exchange, as a coordinator decided: per part, one `recorded_exchange_reversal`
 * transfer gives the learner their hours back, from the teacher what they kept and from the fund its levy.
 * Refuses, changing nothing, when a teacher would fall below their credit floor or the fund below zero (the
 * coordinator may keep the exchange, or try again later). Idempotent per exchange.
 */
export async function reverseRecordedExchange(
  tx: DbOrTx,
  exchange: { communityId: string; parts: RecordedPart[]; details: TransferDetails },
): Promise<void> {
  const { parts } = exchange;
  const memberIds = parts.flatMap((part) => [part.teacher.id, part.learner.id]);
  const { memberAccounts, fundAccount } = await lockMembersAndFundAccounts(
    tx,
    memberIds,
    exchange.communityId,
  );
  const owed = new Map<string, number>();
  for (const part of parts) {
    owed.set(part.teacher.id, (owed.get(part.teacher.id) ?? 0) + part.hours - part.levy);
    owed.set(part.learner.id, (owed.get(part.learner.id) ?? 0) - part.hours);
  }
  for (const part of parts) {
    const due = roundSkillCoin(owed.get(part.teacher.id) ?? 0);
    if (due <= 0) continue;
    const totals = await getAccountTotals(tx, memberAccounts.get(part.teacher.id)!);
    const floor = await getCreditFloor(tx, part.teacher.id);
    if (roundSkillCoin(totals.balance - totals.held - due) < floor) {
      throw new AppError(errorCodes.insufficientCredit, 'ledger.doesntHaveEnoughSkillcoinTo', {
        values: { name: part.teacher.name, amount: hoursText(due), floor: hoursText(floor) },
      });
    }
    owed.delete(part.teacher.id);
  }
  const levies = roundSkillCoin(parts.reduce((sum, part) => sum + part.levy, 0));
  if (levies > 0) {
    const fund = await getAccountTotals(tx, fundAccount);
    if (roundSkillCoin(fund.balance) < levies) {
      throw new AppError(errorCodes.insufficientCredit, 'ledger.theFundHoldsAnd', {
        values: { balance: hoursText(fund.balance), levy: hoursText(levies) },
      });
    }
  }
  for (const part of parts) {
    const transferId = await insertTransfer(tx, {
      kind: 'recorded_exchange_reversal',
      idempotencyKey: `recorded-exchange-reversal:${part.exchangeId}:${part.position}`,
      details: exchange.details,
    });
    if (transferId === null) continue;
    await insertMovements(tx, transferId, [
      { accountId: memberAccounts.get(part.teacher.id)!, amount: -roundSkillCoin(part.hours - part.levy) },
      { accountId: fundAccount, amount: -part.levy },
      { accountId: memberAccounts.get(part.learner.id)!, amount: part.hours },
    ]);
  }
}

async function memoised<T>(cache: Map<string, T>, key: string, load: () => Promise<T>): Promise<T> {
  if (!cache.has(key)) cache.set(key, await load());
  return cache.get(key)!;
}
