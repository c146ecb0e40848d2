// Usage: npm run member:verify -- <email|id> [--remove]
import { runCli } from './run-cli.ts';

await runCli('member:verify');
