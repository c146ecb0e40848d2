// Usage: npm -w @skillswap/api run mail:hold -- --before <time>
import { runCli } from './run-cli.ts';

await runCli('mail:hold');
