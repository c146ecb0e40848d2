// Usage (in apps/api): npx tsx src/cli/dispute-list.ts
import { listDisputesCommand } from './operator-commands.ts';
import { runCli } from './run-cli.ts';

await runCli((database, output) => listDisputesCommand(database, process.argv.slice(2), output));
