// Usage: npm -w @skillswap/api run dispute:list
import { listDisputesCommand } from './operator-commands.ts';
import { runCli } from './run-cli.ts';

await runCli((database, output) => listDisputesCommand(database, process.argv.slice(2), output));
