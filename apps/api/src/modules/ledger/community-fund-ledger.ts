// A community fund (ADR 98): its statement, donations to it and grants from it.
import {
  formatSkillCoin,
  roundSkillCoin,
  type StatementPage,
  type StatementQuery,
  type TransferDetails,
} from '@skillswap/contracts/ledger/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  ensureCommunityFundAccount,
  getAccountTotals,
  insertMovements,
  insertTransfer,
  lockMemberAndFundAccounts,
} from './ledger.repository.ts';
import { listStatement } from './statement.repository.ts';
import { toStatementPage } from './ledger.service.ts';

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
    throw new AppError(errorCodes.insufficientCredit, 'ledger.youCanGiveAt', {
      values: { available: formatSkillCoin(Math.max(available, 0)) },
    });
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
    throw new AppError(errorCodes.insufficientCredit, 'ledger.theFundHoldsA', {
      values: { balance: formatSkillCoin(fund.balance) },
    });
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
