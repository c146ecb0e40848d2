// Usage: npm -w @skillswap/api run mail:requeue -- <id|--all>
import { runCli } from './run-cli.ts';

await runCli('mail:requeue');
