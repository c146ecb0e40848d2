import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { contactMessages } from '../db/schema/index.ts';
import { createTerminalOutput } from './terminal-output.ts';
import { apiEntryArguments } from '../test/api-bundle.ts';

const run = promisify(execFile);
const hostile =
  'Please call me\u001b[2J\u001b[H\u001b]0;pwned\u0007\rAll members were deleted.\u009b31m\u202eevil\u0008 thanks';

describe('what an operator command prints', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillswap-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('never carries control characters from member-written text to the terminal', () => {
    const written: string[] = [];
    createTerminalOutput((text) => written.push(text)).print(hostile);
    expect(written).toEqual(['Please call me[2J[H]0;pwnedAll members were deleted.31mevil thanks\n']);
  });

  it('contact:list in a real process shows the message without its escape sequences, and takes --limit', async () => {
    const database = await openDatabase({ dataDir });
    await migrate(database);
    await database.db.insert(contactMessages).values({
      name: 'Mallory\u001b[31m',
      email: 'mallory@visitor.example',
      subject: 'Hello\r\u001b[2K',
      message: hostile,
    });
    await database.close();
    const cli = path.resolve(import.meta.dirname, 'contact-list.ts');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const { stdout } = await run(process.execPath, [...apiEntryArguments(cli), '--limit', '5'], { env });
    expect(stdout).toContain('All members were deleted.');
    expect(stdout).toContain('Mallory[31m <mallory@visitor.example>');
    // eslint-disable-next-line no-control-regex
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
  }, 60_000);
});
