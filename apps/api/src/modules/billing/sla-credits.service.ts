import type { SlaMonth, SlaReport } from '@skillswap/contracts/sla/schemas';
import { slaTerms, type StatusMonth } from '@skillswap/contracts/status/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { fileMemberRequest } from '../contact/index.ts';
import { getMonthlyAvailability } from '../status/index.ts';
import { findAccountByMember } from './billing.repository.ts';
import {
  insertSlaCreditRequest,
  listSlaCreditRequests,
  setSlaCreditMessage,
  type SlaCreditRow,
} from './sla-credits.repository.ts';
import type { StripeBilling } from './stripe-client.ts';

// The Enterprise SLA (ADR 143): 99.9% monthly availability as /status measures it; a missed
// month credits 10% of the fee paid for it, once, on the owner's request.

export interface SlaContext {
  db: Db;
  /** null when online billing is not configured: no fee is known, so no credit can be computed. */
  billing: StripeBilling | null;
  now: Date;
  supportEmail: string;
}

type Fee = { amount: number; currency: string };

/**
 * What the account paid for each month: the paid invoices Stripe holds for its customer, by the UTC month
 * they were issued in (Enterprise is invoiced monthly in advance, as the Terms say).
 */
async function findFeesByMonth(
  context: SlaContext,
  accountId: string,
  from: Date,
): Promise<Map<string, Fee>> {
  const fees = new Map<string, Fee>();
  if (!context.billing) return fees;
  const account = await findAccountByMember(context.db, accountId);
  if (!account) return fees;
  const listed = await context.billing.stripe.invoices.list({
    customer: account.stripeCustomerId,
    status: 'paid',
    created: { gte: Math.floor(from.getTime() / 1000) },
    limit: 100,
  });
  for (const invoice of listed.data) {
    if (invoice.status !== 'paid' || invoice.amount_paid <= 0) continue;
    const month = new Date(invoice.created * 1000).toISOString().slice(0, 7);
    const known = fees.get(month);
    // One currency a month: an invoice in another currency than the first is left to the account manager.
    if (known && known.currency !== invoice.currency) continue;
    fees.set(month, { amount: (known?.amount ?? 0) + invoice.amount_paid, currency: invoice.currency });
  }
  return fees;
}

const creditOf = (fee: number) => Math.floor((fee * slaTerms.creditPercentOfMonthlyFee) / 100);

function describeMonth(
  month: StatusMonth,
  fee: Fee | undefined,
  request: SlaCreditRow | undefined,
): SlaMonth {
  return {
    ...month,
    feePaid: fee?.amount ?? null,
    credit: fee ? creditOf(fee.amount) : null,
    currency: fee?.currency ?? null,
    creditRequestedAt: request?.requestedAt.toISOString() ?? null,
    canRequestCredit: month.isSlaMet === false && fee !== undefined && request === undefined,
  };
}

export async function getSlaReport(context: SlaContext, accountId: string): Promise<SlaReport> {
  const months = await getMonthlyAvailability(context.db, context.now);
  const from = new Date(`${months[0]!.month}-01T00:00:00Z`);
  const [fees, requests] = await Promise.all([
    findFeesByMonth(context, accountId, from),
    listSlaCreditRequests(context.db, accountId),
  ]);
  return {
    availabilityTargetPercent: slaTerms.monthlyAvailabilityPercent,
    creditPercent: slaTerms.creditPercentOfMonthlyFee,
    months: months.map((month) =>
      describeMonth(
        month,
        fees.get(month.month),
        requests.find((request) => request.month === month.month),
      ),
    ),
  };
}

const formatAmount = (amount: number, currency: string) =>
  `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

function requestText(month: SlaMonth) {
  const fee = formatAmount(month.feePaid!, month.currency!);
  const credit = formatAmount(month.credit!, month.currency!);
  return [
    `Enterprise SLA credit requested for ${month.month} (UTC).`,
    '',
    `Availability measured by /status: ${month.availabilityPercent}% ` +
      `(${month.minutesUp} of ${month.minutes} minutes up); the SLA is ${slaTerms.monthlyAvailabilityPercent}%.`,
    `Fee paid for the month: ${fee}.`,
    `Credit due (${slaTerms.creditPercentOfMonthlyFee}%): ${credit}.`,
  ].join('\n');
}

async function recordRequest(tx: DbOrTx, context: SlaContext, accountId: string, month: SlaMonth) {
  const row = await insertSlaCreditRequest(tx, {
    accountId,
    month: month.month,
    availabilityPercent: String(month.availabilityPercent),
    feePaid: month.feePaid!,
    credit: month.credit!,
    currency: month.currency!,
    requestedAt: context.now,
  });
  if (!row) throw conflict('billing.theCreditForWas', { month: month.month });
  const messageId = await fileMemberRequest(tx, {
    userId: accountId,
    subject: `SLA credit request for ${month.month}`,
    message: requestText(month),
    now: context.now,
    supportEmail: context.supportEmail,
  });
  await setSlaCreditMessage(tx, { accountId, month: month.month }, messageId);
  return row;
}

/**
 * The owner asks for a missed month's credit: once per month, only for one of the last three whole months
 * that missed 99.9% and has a paid fee. The request is a contact message with the figures, routed to the
 * account manager of the organisation the account owns (ADR 142).
 */
export async function requestSlaCredit(
  context: SlaContext,
  options: { accountId: string; month: string },
): Promise<SlaMonth> {
  const report = await getSlaReport(context, options.accountId);
  const month = report.months.find((candidate) => candidate.month === options.month);
  if (!month) {
    throw new AppError(errorCodes.validation, 'billing.creditsAreAskedFor');
  }
  if (month.creditRequestedAt) throw conflict('billing.theCreditForWas', { month: month.month });
  if (month.isSlaMet === null) throw conflict('billing.wasNotMeasuredSo', { month: month.month });
  if (month.isSlaMet) throw conflict('billing.metTheSlaSo', { month: month.month });
  if (month.feePaid === null) {
    throw conflict('billing.noPaidInvoiceFor', { month: month.month });
  }
  const row = await context.db.transaction((tx) => recordRequest(tx, context, options.accountId, month));
  return describeMonth(month, { amount: row.feePaid, currency: row.currency }, row);
}
