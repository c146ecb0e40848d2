// Usage: npm run contact:list -- [new|open|closed] [--limit N]
import { listContactCommand } from './operator-commands.ts';
import { runCli } from './run-cli.ts';

await runCli((database, output) => listContactCommand(database, process.argv.slice(2), output));
