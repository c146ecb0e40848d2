// Usage: npm -w @skillswap/api run mail:failed -- [--limit N]
import { runCli } from './run-cli.ts';

await runCli('mail:failed');
