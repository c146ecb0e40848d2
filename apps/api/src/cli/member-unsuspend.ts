// Usage: npm run member:unsuspend -- <email|id> [--reason "<why>"]
import { runCli } from './run-cli.ts';

await runCli('member:unsuspend');
