// Usage: npm -w @skillswap/api run mail:requeue -- <id|--all>
import { requeueMailCommand } from './mail-commands.ts';
import { runCli } from './run-cli.ts';

await runCli((database, output) => requeueMailCommand(database, process.argv.slice(2), output));
