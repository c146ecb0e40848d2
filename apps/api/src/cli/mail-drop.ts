// Usage: npm -w @skillswap/api run mail:drop -- --before <time>
import { runCli } from './run-cli.ts';

await runCli('mail:drop');
