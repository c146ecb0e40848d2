// Usage: npm run federation:links
import { runCli } from './run-cli.ts';

await runCli('federation:links');
