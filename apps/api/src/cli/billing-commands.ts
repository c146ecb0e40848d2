import { formatMoney } from '@skillswap/contracts/billing/schemas';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { refundFirstPayment, setEnterprisePlan } from '../modules/billing/index.ts';
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

/** `member:enterprise <email|id> [--remove]`: Enterprise is arranged with us directly, then set here. */
export async function enterpriseCommand(database: Database, args: string[], output: CliOutput) {
  const who = args.find((arg) => !arg.startsWith('--'));
  const flags = args.filter((arg) => arg.startsWith('--'));
  if (!who || args.length - flags.length > 1 || flags.some((flag) => flag !== '--remove')) {
    throw new UsageError('Usage: member:enterprise <email|id> [--remove]');
  }
  const isEnterprise = !flags.includes('--remove');
  const member = await setEnterprisePlan({ db: database.db, now: new Date() }, who, isEnterprise);
  output.print(
    `${member.fullName ?? member.email} (${member.email}) is ${isEnterprise ? 'now on Enterprise' : 'back on Free'}.`,
  );
}
