import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { Database } from '../db/client.ts';
import { getFundStatement } from '../modules/ledger/index.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

/** `fund:statement [--limit N]`: the community fund's movements, newest first (grants and write-offs). */
export async function fundStatementCommand(database: Database, args: string[], output: CliOutput) {
  const limitIndex = args.indexOf('--limit');
  const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 25;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new UsageError('Usage: fund:statement [--limit N] (N from 1 to 100)');
  }
  const statement = await getFundStatement(database.db, { limit });
  if (statement.items.length === 0) {
    output.print('The community fund has no movements yet.');
    return;
  }
  for (const item of statement.items) {
    const who = item.counterpart ? ` ${item.counterpart.fullName} (${item.counterpart.id})` : '';
    output.print(
      `${item.createdAt} [${item.kind}] ${formatSkillCoin(item.amount, { signed: true })}, balance ${formatSkillCoin(item.balanceAfter)}:${who} ${item.description}`,
    );
  }
}
