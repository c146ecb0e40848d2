import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { inject } from '../../test/inject.ts';
import { contactRoutes } from '@skillswap/contracts/contact/routes';

/**
 * The contact form e-mails whatever address the visitor types, so the acknowledgement must not be a way to
 * send someone else chosen words, nor a way to flood one mailbox from many addresses.
 */
describe(`the contact acknowledgement on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let address = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { SUPPORT_EMAIL: 'help@skillswap.test' } });
  });
  afterAll(() => testApp.close());

  const submit = (payload: { name: string; email: string; subject: string; message: string }) => {
    address += 1;
    return inject(testApp.app, contactRoutes.sendContactMessage, {
      body: payload,
      remoteAddress: `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    });
  };
  const mailTo = async (recipient: string) =>
    (await testApp.database.db.select().from(outbox).orderBy(asc(outbox.id))).filter(
      (mail) => mail.recipient.toLowerCase() === recipient.toLowerCase(),
    );

  it('says only that a message was received: none of the visitor’s words reach the address they typed', async () => {
    const payload = {
      name: 'Your bank security team',
      email: 'victim@elsewhere.example',
      subject: 'Your account is locked',
      message: 'Verify your password at https://phish.example/login within 24 hours.',
    };
    expect((await submit(payload)).statusCode).toBe(201);

    const [acknowledgement, ...more] = await mailTo(payload.email);
    expect(more).toHaveLength(0);
    expect(acknowledgement!.subject).toBe('We received your message');
    expect(acknowledgement!.bodyText).toContain('received a message sent from this address');
    for (const visitorText of [payload.name, payload.subject, payload.message, 'phish.example', 'bank']) {
      expect(acknowledgement!.subject).not.toContain(visitorText);
      expect(acknowledgement!.bodyText).not.toContain(visitorText);
    }
    // Support still gets every word.
    const [toSupport] = (await mailTo('help@skillswap.test')).slice(-1);
    expect(toSupport!.subject).toContain(payload.subject);
    expect(toSupport!.bodyText).toContain(payload.message);
  });

  it('acknowledges one address at most 3 times a day, however many senders write in its name', async () => {
    const email = 'Flooded@Inbox.example';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await submit({
        name: 'Sender',
        email: attempt % 2 === 0 ? email : email.toLowerCase(),
        subject: `Question ${attempt}`,
        message: 'A genuine question about SkillSwap plans.',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(await mailTo(email)).toHaveLength(3);
    // Every message is still stored and reaches support.
    const stored = await testApp.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Question 4'));
    expect(stored).toHaveLength(1);
    const supportSubjects = (await mailTo('help@skillswap.test')).map((mail) => mail.subject);
    expect(supportSubjects.filter((subject) => subject.includes('Question'))).toHaveLength(5);
  });
});
