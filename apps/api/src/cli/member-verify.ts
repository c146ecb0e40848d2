// Usage: npm run member:verify -- <email|id> [--remove]
import { verifyMemberCommand } from './operator-commands.ts';
import { runCli } from './run-cli.ts';

await runCli((database, output) => verifyMemberCommand(database, process.argv.slice(2), output));
