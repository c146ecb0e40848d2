// Usage: npm -w @skillswap/api run mail:pending -- [--before <time>]
import { runCli } from './run-cli.ts';

await runCli('mail:pending');
