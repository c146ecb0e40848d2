import { operatorRoutes } from '@skillswap/contracts/operator/routes';
import { loadConfig, type Config } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/client.ts';
import { DataDirInUseError, readLockHolder, type LockHolder } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { translateError } from '../lib/i18n/error-translator.ts';
import type { OperatorCommandName, operatorCommands } from './operator-command-registry.ts';
import { createTerminalOutput, stripControlCharacters, type CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

/** What a command run ended with: 0 success, 2 a usage error, 1 anything else (message for stderr). */
export interface CommandOutcome {
  exitCode: number;
  error?: string;
}

/** Runs one operator command on an open database, printing to `output`; never throws. */
export async function runOperatorCommand(
  name: OperatorCommandName,
  args: string[],
  context: Parameters<(typeof operatorCommands)[OperatorCommandName]>[0],
): Promise<CommandOutcome> {
  try {
    // Loaded here, not at the top: the registry reaches every module, and a command sent to a running server
    // (the usual case on the embedded database) needs none of them in this process.
    const { operatorCommands: commands } = await import('./operator-command-registry.ts');
    await commands[name](context, args);
    return { exitCode: 0 };
  } catch (error) {
    return { exitCode: error instanceof UsageError ? 2 : 1, error: inEnglish(error) };
  }
}

/** An error for the operator's terminal, in English: a schema's message is a catalogue key (ADR 208). */
const inEnglish = (error: unknown) =>
  error instanceof Error ? translateError(error.message, 'en') : String(error);

const printError = (message: string) => process.stderr.write(`${stripControlCharacters(message)}\n`);

/**
 * Runs an operator command against the configured database and exits with its code. On the embedded database
 * a running server holds the folder, so the command is sent to it (ADR 53); it is never opened twice.
 */
export async function runCli(name: OperatorCommandName, args = process.argv.slice(2)) {
  const config = loadConfig();
  const output = createTerminalOutput();
  const outcome = await runSomewhere(config, name, args, output).catch((error: unknown): CommandOutcome => ({
    exitCode: 1,
    error: inEnglish(error),
  }));
  if (outcome.error) printError(outcome.error);
  process.exit(outcome.exitCode);
}

async function runSomewhere(
  config: Config,
  name: OperatorCommandName,
  args: string[],
  output: CliOutput,
): Promise<CommandOutcome> {
  const isEmbeddedFolder = !config.DATABASE_URL && config.DATA_DIR !== 'memory://';
  const holder = isEmbeddedFolder ? readLockHolder(config.DATA_DIR) : null;
  if (holder) return runThroughServer(config, holder, name, args, output);
  let database;
  try {
    database = await openDatabase(configuredDatabase(config));
  } catch (error) {
    if (error instanceof DataDirInUseError) return runThroughServer(config, error.holder, name, args, output);
    throw error;
  }
  try {
    await migrate(database);
    return await runOperatorCommand(name, args, { database, config, output });
  } finally {
    await database.close();
  }
}

async function runThroughServer(
  config: Config,
  holder: LockHolder,
  name: OperatorCommandName,
  args: string[],
  output: CliOutput,
): Promise<CommandOutcome> {
  const refusal = {
    exitCode: 1,
    error:
      `The embedded database in ${config.DATA_DIR} is in use by process ${holder.pid}, which does not take ` +
      'operator commands (a server still starting, or another command). Stop that process first, or try again ' +
      'once the server is up.',
  };
  if (!holder.url || !holder.token) return refusal;
  const response = await fetch(`${holder.url}${operatorRoutes.runCommand.path}`, {
    method: operatorRoutes.runCommand.method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${holder.token}` },
    body: JSON.stringify({ command: name, args }),
    signal: AbortSignal.timeout(60_000),
  }).catch(() => null);
  if (!response?.ok) return refusal;
  const result = (await response.json()) as CommandOutcome & { lines: string[] };
  for (const line of result.lines) output.print(line);
  return { exitCode: result.exitCode, ...(result.error ? { error: result.error } : {}) };
}
