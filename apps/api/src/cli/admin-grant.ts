// Usage: npm run admin:grant -- <email|id> [admin|moderator|member]
import { runCli } from './run-cli.ts';

await runCli('admin:grant');
