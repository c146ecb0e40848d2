import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { auditLog, outbox } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { freshIp, signIn } from '../../test/auth-requests.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer } from '../../test/mfa-requests.ts';
import { signUpMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { inject } from '../../test/inject.ts';
import { adminContactRoutes } from '@skillswap/contracts/admin-contact/routes';
import { contactRoutes } from '@skillswap/contracts/contact/routes';

describe(`the console's contact inbox on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-20T10:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let moderator: TestStaffMember;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
  });
  afterAll(() => harness.close());

  async function sendContactMessage(email: string) {
    const sent = await inject(harness.app, contactRoutes.sendContactMessage, {
      remoteAddress: freshIp(),
      body: {
        name: 'Ada <b>Visitor</b>',
        email,
        subject: 'Plans',
        message: 'How do I <upgrade>?\nThanks.',
      },
    });
    expect(sent.statusCode).toBe(201);
    const listed = await inject(harness.app, adminContactRoutes.listContactMessages, { as: moderator });
    const message = listed
      .json<{ messages: Array<{ id: number; email: string }> }>()
      .messages.find((candidate) => candidate.email === email);
    expect(message).toBeDefined();
    return message!.id;
  }

  it('a member is refused and a moderator at aal1 is asked to step up', async () => {
    const member = await signUpMember(harness.app);
    const refused = await inject(harness.app, adminContactRoutes.listContactMessages, { as: member });
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const aal1 = (await signIn(harness.app, moderator, { ip: freshIp() })).json<Session>();
    const stepUp = await inject(harness.app, adminContactRoutes.listContactMessages, {
      headers: bearer(aal1.access_token),
    });
    expect(stepUp.json()).toMatchObject({ code: 'mfa_required' });
  });

  it('a reply is mailed once to the sender with both parts, opens the message and names the operator', async () => {
    const id = await sendContactMessage('ada.reply@visitor.example');
    const replied = await inject(harness.app, adminContactRoutes.replyToContactMessage, {
      params: { id: String(id) },
      as: moderator,
      body: { reply: 'Open Settings, then Plan.\n\nWelcome aboard!' },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ id, status: 'open', repliesSent: 1 });

    const mails = await harness.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'ada.reply@visitor.example'));
    const reply = mails.filter((mail) => mail.subject === 'Re: Plans');
    expect(reply).toHaveLength(1);
    expect(reply[0]!.bodyText).toContain('Open Settings, then Plan.');
    expect(reply[0]!.bodyText).toContain('The SkillSwap team');
    expect(reply[0]!.bodyText).toContain('> How do I <upgrade>?');
    expect(reply[0]!.bodyHtml).toContain('How do I &#60;upgrade&#62;?');
    expect(reply[0]!.bodyHtml).not.toContain('<b>Visitor</b>');

    const trail = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'contact_replied'));
    expect(trail.find((entry) => entry.details.messageId === String(id))).toMatchObject({
      actorId: moderator.userId,
    });
  });

  it('closing, refusing a reply while closed, and reopening are audited; unknown messages are 404', async () => {
    const id = await sendContactMessage('ada.close@visitor.example');
    const setStatus = (status: string) =>
      inject(harness.app, adminContactRoutes.setContactMessageStatus, {
        params: { id: String(id) },
        as: moderator,
        unchecked: true,
        body: { status },
      });
    expect((await setStatus('closed')).json()).toMatchObject({ status: 'closed' });
    const closedList = await inject(harness.app, adminContactRoutes.listContactMessages, {
      query: { status: 'closed' },
      as: moderator,
    });
    expect(closedList.json<{ messages: Array<{ id: number }> }>().messages.map((m) => m.id)).toContain(id);

    const refused = await inject(harness.app, adminContactRoutes.replyToContactMessage, {
      params: { id: String(id) },
      as: moderator,
      body: { reply: 'Too late?' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await setStatus('open')).json()).toMatchObject({ status: 'open' });

    const changes = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'contact_status_changed'));
    const mine = changes.filter((entry) => entry.details.messageId === String(id));
    expect(mine.map((entry) => entry.details.to)).toEqual(['closed', 'open']);
    expect(mine.every((entry) => entry.actorId === moderator.userId)).toBe(true);

    const missing = await inject(harness.app, adminContactRoutes.replyToContactMessage, {
      params: { id: '999999' },
      as: moderator,
      body: { reply: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
    const empty = await inject(harness.app, adminContactRoutes.replyToContactMessage, {
      params: { id: String(id) },
      as: moderator,
      body: { reply: '' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
