// Usage: npm run member:enterprise -- <email|id> [--remove]
import { runCli } from './run-cli.ts';

await runCli('member:enterprise');
