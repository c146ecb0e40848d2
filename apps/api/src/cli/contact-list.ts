// Usage: npm run contact:list -- [new|open|closed] [--limit N]
import { runCli } from './run-cli.ts';

await runCli('contact:list');
