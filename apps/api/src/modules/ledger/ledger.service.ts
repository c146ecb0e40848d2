import {
  formatSkillCoin,
  isProfileComplete,
  roundSkillCoin,
  skillCoinRules,
  type Balance,
  type StatementPage,
  type StatementQuery,
} from '@skillswap/contracts/ledger/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import {
  communityFundAccountId,
  ensureMemberAccount,
  findMemberAccountId,
  findProfileForGrant,
  getAccountTotals,
  hasTaughtInCompletedSwap,
  insertMovements,
  insertTransfer,
  lockMemberAccounts,
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
 * -5 SC (product rules R7.2). Credit is earned by taking part, not by signing up.
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

export function toStatementPage(rows: StatementRow[], limit: number): StatementPage {
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
/**
 * Whether the member finished the profile step (a bio, a skill offered and one wanted): onboarding is done.
 */
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
      title: { key: 'ledger.youReceivedYourStarter', values: { grant } },
      body: { key: 'ledger.yourAddressIsVerified', values: { grant } },
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
