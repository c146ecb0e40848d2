import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOrganisation } from '@skillswap/contracts/admin-organisations/schemas';
import type { InboxMessage } from '@skillswap/contracts/admin-contact/schemas';
import type { Organisation } from '@skillswap/contracts/organisations/schemas';
import { auditLog } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { freshIp } from '../../test/auth-requests.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { contactRoutes } from '@skillswap/contracts/contact/routes';

// The dedicated account manager (ADR 142): an admin assigns staff to an organisation, its
// admins see the name staff chose, and its members' contact messages come first for that staff member.

describe(`an organisation's account manager on ${databaseKind}`, { timeout: 60_000 }, () => {
  const clock = createManualClock(new Date('2026-11-26T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let admin: TestStaffMember;
  let manager: TestStaffMember;
  let otherModerator: TestStaffMember;
  let owner: TestMember;
  let member: TestMember;

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (who: TestMember, method: Method, url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: who.authHeader, ...(payload ? { payload } : {}) });
  const assign = (who: TestMember, payload: object, slug = 'lantern-guild') =>
    call(who, 'PUT', `/api/admin/organisations/${slug}/account-manager`, payload);
  const panel = async (who: TestMember) =>
    (await call(who, 'GET', '/api/organisations/lantern-guild')).json<{ data: Organisation }>().data;
  const inbox = async (who: TestMember) =>
    (await call(who, 'GET', '/api/admin/contact')).json<{ messages: InboxMessage[] }>().messages;
  const write = async (subject: string, who?: TestMember) => {
    const response = await inject(harness.app, contactRoutes.sendContactMessage, {
      remoteAddress: freshIp(),
      as: who,
      body: {
        name: 'Sender',
        email: who?.email ?? 'visitor@example.com',
        subject,
        message: 'Hello there',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    manager = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    otherModerator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    owner = await kit.joinMember('Lena Lantern', { plan: 'enterprise' });
    const created = await call(owner, 'POST', '/api/organisations', { name: 'Lantern Guild' });
    expect(created.statusCode, created.body).toBe(201);
    member = await kit.joinMember('Milo Lantern');
    expect(
      (await call(owner, 'POST', '/api/organisations/lantern-guild/invitations', member)).statusCode,
    ).toBe(200);
    const mail = await harness.database.db.execute<{ body_text: string }>(sql`
      SELECT body_text FROM outbox WHERE recipient = ${member.email} ORDER BY id DESC LIMIT 1`);
    const token = /#token=([\w-]+)/.exec(mail.rows[0]?.body_text ?? '')?.[1];
    const accepted = await call(member, 'POST', '/api/organisation-invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
  afterAll(() => harness?.close());

  it('lists organisations to moderators, and only an admin assigns staff, audited', async () => {
    const listed = await call(otherModerator, 'GET', '/api/admin/organisations');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ organisations: ConsoleOrganisation[] }>().organisations).toEqual([
      {
        slug: 'lantern-guild',
        name: 'Lantern Guild',
        owner: { id: owner.userId, fullName: 'Lena Lantern' },
        plan: 'enterprise',
        seats: 25,
        seatsUsed: 2,
        accountManager: null,
      },
    ]);
    expect((await call(member, 'GET', '/api/admin/organisations')).statusCode).toBe(403);

    const byModerator = await assign(otherModerator, { staffId: manager.userId, displayName: 'Sam' });
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json()).toMatchObject({ code: 'forbidden' });
    const notStaff = await assign(admin, { staffId: member.userId, displayName: 'Milo' });
    expect(notStaff.statusCode).toBe(400);
    expect((await assign(admin, { staffId: manager.userId })).statusCode).toBe(400);
    expect((await assign(admin, { staffId: manager.userId, displayName: 'Sam' }, 'no-such')).statusCode).toBe(
      404,
    );

    const assigned = await assign(admin, { staffId: manager.userId, displayName: 'Sam from SkillSwap' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<ConsoleOrganisation>().accountManager).toEqual({
      id: manager.userId,
      fullName: 'Test moderator',
      displayName: 'Sam from SkillSwap',
    });
    const trail = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'organisation_account_manager_changed'));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      userId: owner.userId,
      actorId: admin.userId,
      details: { from: null, to: manager.userId, displayName: 'Sam from SkillSwap' },
    });
  });

  it("shows the organisation's admins the chosen name only, never the address, and members nothing", async () => {
    const seenByOwner = await call(owner, 'GET', '/api/organisations/lantern-guild');
    expect(seenByOwner.json<{ data: Organisation }>().data.accountManager).toBe('Sam from SkillSwap');
    expect(seenByOwner.body).not.toContain(manager.email);
    expect(seenByOwner.body).not.toContain('Test moderator');
    expect(await panel(member)).toMatchObject({ isAdmin: false, isOwner: false, accountManager: null });
  });

  it("lists the organisation's messages first, marked, for its account manager and not for other staff", async () => {
    await write('From the guild', member);
    clock.advance(60_000);
    await write('A newer question from outside');
    clock.advance(60_000);
    await write('From the guild owner', owner);

    const forManager = await inbox(manager);
    expect(forManager.slice(0, 3).map((message) => [message.subject, message.isForAccountManager])).toEqual([
      ['From the guild owner', true],
      ['From the guild', true],
      ['A newer question from outside', false],
    ]);
    expect(forManager[0]!.organisation).toEqual({ slug: 'lantern-guild', name: 'Lantern Guild' });
    expect(forManager[2]!.organisation).toBeNull();

    // Everyone else reads the usual order (the owner's Enterprise plan is priority), nothing marked for them.
    const forOther = await inbox(otherModerator);
    expect(forOther.slice(0, 3).map((message) => message.subject)).toEqual([
      'From the guild owner',
      'A newer question from outside',
      'From the guild',
    ]);
    expect(forOther.every((message) => !message.isForAccountManager)).toBe(true);
    expect(forOther.find((message) => message.subject === 'From the guild')!.organisation).toEqual({
      slug: 'lantern-guild',
      name: 'Lantern Guild',
    });
  });

  it('clears the account manager: the panel shows none and the inbox order is the usual one again', async () => {
    const cleared = await assign(admin, { staffId: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<ConsoleOrganisation>().accountManager).toBeNull();
    expect((await panel(owner)).accountManager).toBeNull();
    expect((await inbox(manager)).every((message) => !message.isForAccountManager)).toBe(true);
  });
});
