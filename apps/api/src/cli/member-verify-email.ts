// Usage: npm -w @skillswap/api run member:verify-email -- <email|id>
import { runCli } from './run-cli.ts';

await runCli('member:verify-email');
