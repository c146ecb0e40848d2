// Usage: npm -w @skillswap/api run dispute:list
import { runCli } from './run-cli.ts';

await runCli('dispute:list');
