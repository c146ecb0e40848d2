// The ledger module's public entry (ADR 0059): SkillCoin balances, holds, settlements and the starter grant.
export { ledgerRoutes } from './ledger.routes.ts';
export {
  donateToCommunityFund,
  getCommunityFundStatement,
  grantFromCommunityFund,
} from './community-fund-ledger.ts';
export { netPayment, type SwapCommunityLimits } from './ledger-limits.ts';
export {
  getFundStatement,
  grantStarterIfEligible,
  hasCompleteProfile,
  writeOffDeletedMemberDebt,
} from './ledger.service.ts';
export { holdForSwap, lockLedgerAccounts, releaseSwapHold, settleSwap } from './swap-ledger.ts';
export {
  holdForWorkshopSeat,
  refundWorkshopSeat,
  releaseWorkshopSeatHold,
  settleWorkshopSeat,
} from './workshop-seat-ledger.ts';
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
