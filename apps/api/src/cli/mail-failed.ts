// Usage: npm -w @skillswap/api run mail:failed -- [--limit N]
import { listFailedMailCommand } from './mail-commands.ts';
import { runCli } from './run-cli.ts';

await runCli((database, output) => listFailedMailCommand(database, process.argv.slice(2), output));
