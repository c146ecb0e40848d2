// Usage: npm -w @skillswap/api run fund:statement -- [--limit N]
import { runCli } from './run-cli.ts';

await runCli('fund:statement');
