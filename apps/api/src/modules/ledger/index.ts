// The ledger module's public entry (ADR 0059): SkillCoin balances, holds, settlements and the starter grant.
export { ledgerRoutes } from './ledger.routes.ts';
export {
  donateToCommunityFund,
  getCommunityFundStatement,
  getFundStatement,
  grantFromCommunityFund,
  grantStarterIfEligible,
  hasCompleteProfile,
  holdForSwap,
  holdForWorkshopSeat,
  lockLedgerAccounts,
  netPayment,
  releaseSwapHold,
  refundWorkshopSeat,
  releaseWorkshopSeatHold,
  settleSwap,
  settleWorkshopSeat,
  writeOffDeletedMemberDebt,
  type SwapCommunityLimits,
} from './ledger.service.ts';
export {
  ensureCommunityFundAccount,
  findMemberAccountId,
  hasTaughtInCompletedSwap,
  getAccountTotals,
  listActiveHolds,
  listSettlements,
  openNodeLinkAccount,
} from './ledger.repository.ts';
export { balanceBefore, listStatement, type StatementRow } from './statement.repository.ts';
export { assertCanSendHours, moveNodeTransfer } from './node-transfer-ledger.ts';
export {
  payRecordedExchange,
  reverseRecordedExchange,
  type RecordedPart,
} from './recorded-exchange-ledger.ts';
