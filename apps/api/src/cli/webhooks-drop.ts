// Usage: npm -w @skillswap/api run webhooks:drop -- --before <time>
import { runCli } from './run-cli.ts';

await runCli('webhooks:drop');
