// Usage: npm -w @skillswap/api run mail:release -- [--before <time>]
import { runCli } from './run-cli.ts';

await runCli('mail:release');
