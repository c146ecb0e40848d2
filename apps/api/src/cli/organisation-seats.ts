// Usage: npm -w @skillswap/api run org:seats -- <slug> <seats>
import { runCli } from './run-cli.ts';

await runCli('org:seats');
