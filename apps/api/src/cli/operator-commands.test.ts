import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, profiles, users } from '../db/schema/index.ts';
import { createTestDatabase, databaseKind } from '../test/database.ts';
import { listContactCommand, setContactStatusCommand, verifyMemberCommand } from './operator-commands.ts';

describe(`operator commands on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let printed: string[] = [];
  const output = { print: (line: string) => printed.push(line) };
  let messageId = 0;
  let memberId = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: 'Ada', email: 'ada@visitor.example', subject: 'Plans', message: 'How do I upgrade?' })
      .returning();
    messageId = row!.id;
    const [user] = await database.db
      .insert(users)
      .values({ email: 'Kim@Members.example', fullName: 'Kim Park' })
      .returning();
    memberId = user!.id;
    await database.db.insert(profiles).values({ id: memberId, fullName: 'Kim Park' });
  });
  afterAll(() => database.drop());

  const run = async (command: typeof listContactCommand, args: string[]) => {
    printed = [];
    await command(database, args, output);
    return printed.join('\n');
  };

  it('lists contact messages, optionally by status', async () => {
    const all = await run(listContactCommand, []);
    expect(all).toContain(`#${messageId} [new]`);
    expect(all).toContain('Subject: Plans');
    expect(all).toContain('How do I upgrade?');
    expect(await run(listContactCommand, ['closed'])).toBe('No contact messages.');
    await expect(run(listContactCommand, ['spam'])).rejects.toThrow('Unknown status "spam"');
  });

  it('moves a message new → open → closed, and refuses going back to new', async () => {
    expect(await run(setContactStatusCommand, [String(messageId), 'open'])).toBe(
      `Contact message #${messageId} is now open.`,
    );
    await run(setContactStatusCommand, [String(messageId), 'closed']);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    expect(row!.status).toBe('closed');
    await expect(run(setContactStatusCommand, [String(messageId), 'new'])).rejects.toThrow(
      'A closed message cannot become new',
    );
    await expect(run(setContactStatusCommand, ['999999', 'open'])).rejects.toThrow(
      'No contact message #999999',
    );
    await expect(run(setContactStatusCommand, ['x'])).rejects.toThrow('Usage: contact:status');
  });

  it('sets and removes a member’s verified badge by e-mail (any case) or id', async () => {
    expect(await run(verifyMemberCommand, ['kim@members.example'])).toBe(
      'Kim Park (Kim@Members.example) is now verified.',
    );
    const [verified] = await database.db.select().from(profiles).where(eq(profiles.id, memberId));
    expect(verified!.verified).toBe(true);
    await run(verifyMemberCommand, [memberId, '--remove']);
    const [unverified] = await database.db.select().from(profiles).where(eq(profiles.id, memberId));
    expect(unverified!.verified).toBe(false);
    await expect(run(verifyMemberCommand, ['nobody@members.example'])).rejects.toThrow('No active member');
  });
});
