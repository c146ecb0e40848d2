// Usage: npm -w @skillswap/api run webhooks:release -- [--before <time>]
import { runCli } from './run-cli.ts';

await runCli('webhooks:release');
