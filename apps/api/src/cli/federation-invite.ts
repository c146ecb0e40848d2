// Usage: npm run federation:invite -- --admin <email|id> [--max-owed <hours>] [--max-owing
// <hours>] [--days <1-30>]
import { runCli } from './run-cli.ts';

await runCli('federation:invite');
