// Usage: npm run contact:status -- <id> <new|open|closed>
import { setContactStatusCommand } from './operator-commands.ts';
import { runCli } from './run-cli.ts';

await runCli((database, output) => setContactStatusCommand(database, process.argv.slice(2), output));
