// Usage: npm -w @skillswap/api run webhooks:hold -- --before <time>
import { runCli } from './run-cli.ts';

await runCli('webhooks:hold');
