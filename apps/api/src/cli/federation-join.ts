// Usage: npm run federation:join -- --admin <email|id> <invitation>
import { runCli } from './run-cli.ts';

await runCli('federation:join');
