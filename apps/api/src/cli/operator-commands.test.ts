import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { testConfig } from '../config.ts';
import { auditLog, contactMessages, notifications, profiles, users } from '../db/schema/index.ts';
import { openDispute } from '../modules/swap-lifecycle/disputes.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../modules/swap-lifecycle/swaps.test-helper.ts';
import { createTestApp } from '../test/app.ts';
import { createTestDatabase, databaseKind } from '../test/database.ts';
import {
  listContactCommand,
  listDisputesCommand,
  setContactStatusCommand,
  verifyMemberCommand,
} from './operator-commands.ts';
import { verifyMemberEmailCommand } from './member-email-commands.ts';
import { runOperatorCommand } from './run-cli.ts';
import { UsageError } from './usage-error.ts';
import { inject } from '../test/inject.ts';
import { disputeRoutes } from '@skillswap/contracts/swap-lifecycle/dispute-routes';

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

  it('takes the number after --limit as the limit, with or without a status', async () => {
    expect(await run(listContactCommand, ['--limit', '5'])).toContain(`#${messageId} [new]`);
    expect(await run(listContactCommand, ['new', '--limit', '1'])).toContain(`#${messageId} [new]`);
    expect(await run(listContactCommand, ['--limit', '1', 'closed'])).toBe('No contact messages.');
    await expect(run(listContactCommand, ['--limit', 'none'])).rejects.toThrow('--limit needs a positive');
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
      'Kim Park (Kim@Members.example) now has the verified badge.\nThe badge is not the e-mail address: member:verify-email marks the address verified.',
    );
    const [verified] = await database.db.select().from(profiles).where(eq(profiles.id, memberId));
    expect(verified!.verified).toBe(true);
    await run(verifyMemberCommand, [memberId, '--remove']);
    const [unverified] = await database.db.select().from(profiles).where(eq(profiles.id, memberId));
    expect(unverified!.verified).toBe(false);
    await expect(run(verifyMemberCommand, ['nobody@members.example'])).rejects.toThrow('No active member');
    const [member] = await database.db.select().from(users).where(eq(users.id, memberId));
    expect(member!.emailVerifiedAt).toBeNull();
  });

  it('member:verify-email marks the address verified (not the badge), once, audited', async () => {
    const config = testConfig();
    const verifyEmail = async (args: string[]) => {
      printed = [];
      await verifyMemberEmailCommand(database, config, args, output);
      return printed.join('\n');
    };
    expect(await verifyEmail(['KIM@members.example'])).toBe(
      'The e-mail address of Kim Park (Kim@Members.example) is now verified: they can send and accept swap requests and messages.',
    );
    const [member] = await database.db.select().from(users).where(eq(users.id, memberId));
    expect(member!.emailVerifiedAt).toBeInstanceOf(Date);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, memberId));
    expect(profile!.verified).toBe(false);
    const trail = await database.db.select().from(auditLog).where(eq(auditLog.userId, memberId));
    expect(trail.map((entry) => [entry.event, entry.details])).toContainEqual([
      'email_verified',
      { method: 'operator', via: 'cli' },
    ]);

    expect(await verifyEmail([memberId])).toBe(
      'The e-mail address of Kim Park (Kim@Members.example) was already verified; nothing changed.',
    );
    const [again] = await database.db.select().from(users).where(eq(users.id, memberId));
    expect(again!.emailVerifiedAt).toEqual(member!.emailVerifiedAt);
    await expect(verifyEmail(['nobody@members.example'])).rejects.toThrow('No active member');
    for (const args of [[], ['--all'], [memberId, 'extra']]) {
      await expect(verifyEmail(args)).rejects.toThrow(UsageError);
    }
  });
});

describe(`dispute commands on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let printed: string[] = [];
  const output = { print: (line: string) => printed.push(line) };
  let ana: KitMember;
  let ben: KitMember;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Lima');
    ben = await kit.joinMember('Ben Okafor', { offers: 'Spanish', wants: 'Guitar' });
  });
  afterAll(() => harness.close());

  const list = async (args: string[] = []) => {
    printed = [];
    await listDisputesCommand(harness.database, args, output);
    return printed.join('\n');
  };
  /** The command as the operator's terminal runs it: its error, if any, is what stderr shows. */
  const resolve = async (args: string[]) => {
    printed = [];
    const outcome = await runOperatorCommand('dispute:resolve', args, {
      database: harness.database,
      output,
      config: harness.config,
    });
    if (outcome.error !== undefined) throw new Error(outcome.error);
    return printed.join('\n');
  };
  const statusOf = async (swapId: string) => (await kit.getSwap(ana, swapId)).json<SwapDetail>().status;

  it('lists disputed swaps with what an operator needs to decide', async () => {
    expect(await list()).toBe('No disputed swaps.');
    const swapId = await openDispute(kit, ana, ben, { hoursOffered: 1, hoursRequested: 3 });
    const listed = await list();
    expect(listed).toMatch(new RegExp(`^${swapId} disputed \\S+ by Ben Okafor$`, 'm'));
    expect(listed).toContain(
      `Ana Lima <${ana.email}> teaches Guitar (1 h expected); Ben Okafor <${ben.email}> teaches Spanish (3 h expected)`,
    );
    expect(listed).toContain('Held: 2 SC from Ana Lima');
    expect(listed).toContain('Reason: Ana Lima stopped coming to our sessions');
    expect(listed).not.toContain('Statement by');
    const added = await inject(harness.app, disputeRoutes.addDisputeStatement, {
      params: { id: swapId },
      as: ana,
      body: { statement: 'Ben moved our lessons twice without telling me.' },
    });
    expect(added.statusCode).toBe(201);
    expect(await list()).toContain('Statement by Ana Lima: Ben moved our lessons twice without telling me.');
    await expect(list(['--all'])).rejects.toThrow('Usage: dispute:list');
  });

  it('settles a dispute, says who paid whom, and says nothing changed when run again', async () => {
    const [swapId] = (await list()).split(' ');
    const args = [swapId!, '--settle', '1', '2', '--note', 'We heard from both of you: two hours of Spanish'];
    expect(await resolve(args)).toBe(
      `Swap ${swapId} is settled at 1 h of Guitar and 2 h of Spanish. Ana Lima paid Ben Okafor 1 SC. Both members were notified.`,
    );
    expect(await statusOf(swapId!)).toBe('completed');
    expect((await kit.balanceOf(ana)).balance).toBe(1);
    expect((await kit.balanceOf(ben)).balance).toBe(3);
    expect(await resolve(args)).toMatch(
      new RegExp(
        `^Swap ${swapId} was already settled at 1 h of Guitar and 2 h of Spanish on \\S+; nothing changed\\.$`,
      ),
    );
    expect((await kit.balanceOf(ana)).balance).toBe(1);
    expect(await list()).toBe('No disputed swaps.');
  });

  it('cancels a dispute and releases the hold', async () => {
    const swapId = await openDispute(kit, ana, ben, { hoursOffered: 0, hoursRequested: 1 });
    expect((await kit.balanceOf(ana)).held).toBe(1);
    expect(await resolve([swapId, '--cancel', '--note', 'No lesson took place, so nothing is owed'])).toBe(
      `Swap ${swapId} is cancelled. Any SkillCoin held for it is released. Both members were notified.`,
    );
    expect(await statusOf(swapId)).toBe('cancelled');
    expect(await kit.balanceOf(ana)).toMatchObject({ balance: 1, held: 0 });
  });

  it('refuses a wrong command line, an unknown swap and bad hours, changing nothing', async () => {
    const swapId = await openDispute(kit, ben, ana, { hoursOffered: 1, hoursRequested: 1 });
    const noticesBefore = await harness.database.db.select().from(notifications);
    const note = ['--note', 'A fair split of the hours for both'];
    for (const args of [
      [],
      [swapId, ...note],
      [swapId, '--settle', '1', '1'],
      [swapId, '--settle', '1', '--cancel', ...note],
      [swapId, '--settle', '1', ...note],
    ]) {
      await expect(resolve(args), args.join(' ')).rejects.toThrow('Usage: dispute:resolve <swapId>');
    }
    await expect(resolve(['no-such-swap', '--cancel', ...note])).rejects.toThrow(
      'No swap with id "no-such-swap"',
    );
    await expect(resolve([swapId, '--settle', 'two', '1', ...note])).rejects.toThrow(
      'Enter the hours as a number',
    );
    await expect(resolve([swapId, '--settle', '0', '0', ...note])).rejects.toThrow(
      'At least one member must have taught some time',
    );
    await expect(resolve([swapId, '--cancel', '--note', 'ok'])).rejects.toThrow('at least 10 characters');
    expect(await statusOf(swapId)).toBe('disputed');
    expect(await harness.database.db.select().from(notifications)).toEqual(noticesBefore);
  });
});
