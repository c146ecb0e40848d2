import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createTerminalOutput, stripControlCharacters } from './terminal-output.ts';

/** Backup and restore of the embedded install: one folder argument, a line per thing done, exit 0/1/2. */
export async function runFileCommand(usage: string, work: (folder: string) => Promise<string[]>) {
  const argument = process.argv[2];
  if (!argument) {
    process.stderr.write(`Usage: ${usage}\n`);
    process.exit(2);
  }
  if (loadConfig().DATABASE_URL) {
    process.stderr.write(
      'DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore.\n',
    );
    process.exit(2);
  }
  // Relative to where the operator typed the command (npm -w runs it in apps/api), as DATA_DIR is.
  const folder = path.resolve(process.env.INIT_CWD ?? '.', argument);
  const output = createTerminalOutput();
  try {
    for (const line of await work(folder)) output.print(line);
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      `${stripControlCharacters(error instanceof Error ? error.message : String(error))}\n`,
    );
    process.exit(1);
  }
}
