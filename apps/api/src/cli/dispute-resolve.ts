// Usage: npm -w @skillswap/api run dispute:resolve -- <swapId> (--settle <requesterHours> <recipientHours> |
// --cancel) --note "<note>"
import { runCli } from './run-cli.ts';

await runCli('dispute:resolve');
