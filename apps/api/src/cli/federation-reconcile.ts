// Usage: npm run federation:reconcile -- --admin <email|id>
import { runCli } from './run-cli.ts';

await runCli('federation:reconcile');
