// Usage: npm -w @skillswap/api run dispute:resolve -- <swapId> (--settle <requesterHours> <recipientHours> | --cancel) --note "<note>"
import { resolveDisputeCommand } from './operator-commands.ts';
import { runCli } from './run-cli.ts';

await runCli((database, output, config) =>
  resolveDisputeCommand(database, process.argv.slice(2), output, config),
);
