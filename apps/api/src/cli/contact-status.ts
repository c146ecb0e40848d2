// Usage: npm run contact:status -- <id> <new|open|closed>
import { runCli } from './run-cli.ts';

await runCli('contact:status');
