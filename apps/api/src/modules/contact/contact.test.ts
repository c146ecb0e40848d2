import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { contactRoutes } from '@skillswap/contracts/contact/routes';

describe(`contact form on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestMember;
  let address = 0;

  const message = {
    name: 'Grace Hopper',
    email: 'grace@visitor.example',
    subject: 'Question about plans',
    message: 'Can I switch from Free to Premium at any time?',
  };

  beforeAll(async () => {
    testApp = await createTestApp({ config: { SUPPORT_EMAIL: 'help@skillswap.test' } });
    member = await signUpMember(testApp.app);
  });
  afterAll(() => testApp.close());

  /**
   * Each call comes from its own address unless told otherwise, so the per-IP limit only trips on purpose.
   */
  const submit = (payload: object, options: { member?: TestMember; ip?: string } = {}) => {
    address += 1;
    return inject(testApp.app, contactRoutes.sendContactMessage, {
      unchecked: true,
      body: payload,
      as: options.member,
      remoteAddress: options.ip ?? `192.0.2.${address}`,
    });
  };
  const storedFrom = (email: string) =>
    testApp.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores a visitor’s message as new, queues it to support and acknowledges the sender', async () => {
    const response = await submit(message);
    expect(response.statusCode).toBe(201);
    const [stored] = await storedFrom(message.email);
    expect(stored).toMatchObject({ ...message, userId: null, status: 'new' });
    const toSupport = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'help@skillswap.test'));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]!.subject).toBe(`[Contact #${stored!.id}] Question about plans`);
    expect(toSupport[0]!.bodyText).toContain(message.message);
    const ack = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, message.email));
    expect(ack[0]!.bodyText).toContain('We typically respond within 24 hours');
  });

  it('records the signed-in member who wrote', async () => {
    const email = 'member-writes@visitor.example';
    expect((await submit({ ...message, email }, { member })).statusCode).toBe(201);
    expect((await storedFrom(email))[0]!.userId).toBe(member.userId);
  });

  it('answers a bot that fills the hidden field with success, and stores nothing', async () => {
    const email = 'bot@spam.example';
    const response = await submit({ ...message, email, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await storedFrom(email)).toEqual([]);
    expect(await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  });

  it('refuses invalid fields with the spec’s messages', async () => {
    const cases: [object, string][] = [
      [{ ...message, name: '   ' }, 'Name is required'],
      [{ ...message, name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
      [{ ...message, email: 'not-an-address' }, 'Invalid email address'],
      [{ ...message, email: `${'a'.repeat(250)}@x.example` }, 'Email must be less than 255 characters'],
      [{ ...message, subject: '' }, 'Subject is required'],
      [{ ...message, subject: 's'.repeat(201) }, 'Subject must be less than 200 characters'],
      [{ ...message, message: 'Too short' }, 'Message must be at least 10 characters'],
      [{ ...message, message: 'm'.repeat(5001) }, 'Message must be less than 5000 characters'],
    ];
    for (const [payload, expected] of cases) {
      const response = await submit(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(expected);
    }
  });

  it('limits one address to 5 messages in 10 minutes', async () => {
    const ip = '198.51.100.7';
    for (let index = 0; index < 5; index += 1) {
      expect((await submit({ ...message, email: `burst${index}@visitor.example` }, { ip })).statusCode).toBe(
        201,
      );
    }
    const sixth = await submit(message, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ code: 'rate_limit_exceeded', message: 'Rate limit exceeded' });
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});
