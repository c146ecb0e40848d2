import { formatMoney } from '@skillswap/contracts/billing';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { refundFirstPayment } from '../modules/billing/index.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

/** `billing:refund <email|id>`: the 30-day money-back guarantee for Premium's first payment. */
export async function refundCommand(database: Database, config: Config, args: string[], output: CliOutput) {
  const [who, ...rest] = args;
  if (!who || rest.length > 0) throw new UsageError('Usage: billing:refund <email|id>');
  const refund = await refundFirstPayment({ db: database.db, config, now: new Date() }, who);
  output.print(
    `Refunded ${formatMoney(refund.amount, refund.currency)} to ${refund.email} (refund ${refund.refundId}); the plan is Free again.`,
  );
}
