// Usage: npm run billing:refund -- <email|id>
import { runCli } from './run-cli.ts';

await runCli('billing:refund');
