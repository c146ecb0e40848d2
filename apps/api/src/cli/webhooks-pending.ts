// Usage: npm -w @skillswap/api run webhooks:pending -- [--before <time>]
import { runCli } from './run-cli.ts';

await runCli('webhooks:pending');
