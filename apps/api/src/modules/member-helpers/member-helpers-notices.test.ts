import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPost } from '@skillswap/contracts/board/schemas';
import { actingForHeader } from '@skillswap/contracts/shared/http';
import type { ManagedMember } from '@skillswap/contracts/managed-members/schemas';
import {
  deliverOutboxOnce,
  smsSettingsFor,
  startFakeVonage,
  type FakeVonage,
} from '../../lib/mail/fake-vonage.test-helper.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { pdfText } from '../../test/pdf-text.ts';

// ADR 199: a helped member is told of each helper action by mail when they have an address,
// else by one text message when the install sends texts and a coordinator gave their number, else on
// their next paper statement, which lists what helpers did for them that month.

const credentials = { apiKey: 'key-helper-notices', apiSecret: 'secret-helper-notices' };
const community = (name: string) => ({
  name,
  description: '',
  isOnline: false,
  city: 'Leeds',
  visibility: 'public',
  joinRule: 'open',
});
const boardPost = (title: string) => ({
  kind: 'need',
  title,
  description: 'Someone patient, please.',
  skill: 'Guitar',
  hours: 1,
  isOnline: true,
  lifetimeDays: 7,
});

/**
 * The language a member without e-mail reads: chosen once they claim the account, which no helper may do for
 * them (it is a setting of theirs), so set here as a claimed member's choice would be.
 */
const languageChooser =
  (harness: () => Awaited<ReturnType<typeof createTestApp>>) => (memberId: string, language: string) =>
    harness().database.db.execute(sql`UPDATE users SET language = ${language} WHERE id = ${memberId}`);

/** Calls as a member, or as a helper acting for one; and the same expecting success. */
function calls(app: () => Awaited<ReturnType<typeof createTestApp>>['app']) {
  const call = (
    member: TestMember,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { payload?: object; actingFor?: string } = {},
  ) =>
    app().inject({
      method,
      url,
      headers: {
        ...member.authHeader,
        ...(options.actingFor ? { [actingForHeader]: options.actingFor } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const ok = async <T>(...args: Parameters<typeof call>) => {
    const response = await call(...args);
    expect(response.statusCode, `${args[1]} ${args[2]}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  };
  return { call, ok };
}

describe(`a helped member told by text on ${databaseKind}`, () => {
  let vonage: FakeVonage;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  const { call, ok } = calls(() => harness.app);
  const chooseLanguage = languageChooser(() => harness);
  const smsRows = async () =>
    (
      await harness.database.db.execute<{ recipient: string; body_text: string }>(
        sql`SELECT recipient, body_text FROM outbox WHERE channel = 'sms' ORDER BY id`,
      )
    ).rows;

  beforeAll(async () => {
    vonage = await startFakeVonage(credentials);
    harness = await createTestApp({
      config: smsSettingsFor(vonage, credentials),
    });
  });
  afterAll(async () => {
    await harness.close();
    await vonage.close();
  });

  const deliverOutbox = () => deliverOutboxOnce(harness);

  let olga: TestMember;
  beforeAll(async () => {
    olga = await signUpMember(harness.app, { fullName: 'Olga Coordinator' });
    await ok(olga, 'POST', '/api/communities', { payload: community('Riverside') });
  });
  const managed = (fullName: string, phone: string | null) =>
    ok<ManagedMember>(olga, 'POST', '/api/communities/riverside/managed-members', {
      payload: { fullName, phone },
    });

  it('texts a member without e-mail once, in their language, with what the helper did and a link', async () => {
    const dora = await managed('Dora Phone', '+44 7700 900123');
    await chooseLanguage(dora.id, 'es');
    const post = await ok<{ data: BoardPost }>(olga, 'POST', '/api/board/posts', {
      payload: boardPost('Help in the garden'),
      actingFor: dora.id,
    });

    const queued = (await smsRows()).filter((row) => row.recipient === '+447700900123');
    expect(queued).toHaveLength(1);
    await deliverOutbox();
    const texts = vonage.received.filter((text) => text.to === '447700900123');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.from).toBe('SkillSwap');
    expect(texts[0]!.text).toBe(
      `SkillSwap: Olga Coordinator hizo esto por ti: publicación creada en el tablón. ` +
        new URL(`/board/${post.data.id}`, harness.config.PUBLIC_URL).toString(),
    );
    expect(texts[0]!.text.length).toBeLessThanOrEqual(160);
    // Delivered once: another round of the outbox sends nothing more.
    await deliverOutbox();
    expect(vonage.received.filter((text) => text.to === '447700900123')).toHaveLength(1);
  });

  it('mails a member who has an address, and texts them nothing', async () => {
    const ana = await signUpMember(harness.app, { fullName: 'Ana Mailed' });
    const ben = await signUpMember(harness.app, { fullName: 'Ben Helper' });
    await ok(ana, 'POST', '/api/me/helpers', { payload: { helperId: ben.userId, consent: true } });
    const textsBefore = (await smsRows()).length;
    await ok(ben, 'POST', '/api/board/posts', { payload: boardPost('Help for Ana'), actingFor: ana.userId });

    const mails = await harness.database.db.execute<{ subject: string }>(
      sql`SELECT subject FROM outbox WHERE channel = 'email' AND recipient = ${ana.email}`,
    );
    expect(mails.rows.map((row) => row.subject)).toContain('Ben Helper acted for you');
    expect(await smsRows()).toHaveLength(textsBefore);
  });

  it('texts nothing to a number that is not E.164, and the helper’s action still succeeds', async () => {
    const nia = await managed('Nia National', '07700 900456');
    const textsBefore = (await smsRows()).length;
    const receivedBefore = vonage.received.length;
    const posted = await call(olga, 'POST', '/api/board/posts', {
      payload: boardPost('Help for Nia'),
      actingFor: nia.id,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await smsRows()).toHaveLength(textsBefore);
    await deliverOutbox();
    expect(vonage.received).toHaveLength(receivedBefore);
    // She is still told in the app.
    const notices = await harness.database.db.execute<{ title: string }>(
      sql`SELECT title FROM notifications WHERE member_id = ${nia.id}`,
    );
    expect(notices.rows.map((row) => row.title)).toContain('Olga Coordinator acted for you');
  });
});

describe(`a helped member told on paper on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  const { ok } = calls(() => harness.app);
  const chooseLanguage = languageChooser(() => harness);
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('texts nothing when the install sends no texts, and the month’s statement lists the action', async () => {
    const olga = await signUpMember(harness.app, { fullName: 'Olga Printer' });
    await ok(olga, 'POST', '/api/communities', { payload: community('Paperside') });
    const eve = await ok<ManagedMember>(olga, 'POST', '/api/communities/paperside/managed-members', {
      payload: { fullName: 'Eve Paper', phone: '+44 7700 900789' },
    });
    const month = new Date().toISOString().slice(0, 7);
    const statementUrl = `/api/communities/paperside/paper/members/${eve.id}/statement.pdf?month=${month}`;
    const print = async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: statementUrl,
        headers: olga.authHeader,
      });
      expect(response.statusCode, response.body).toBe(200);
      return pdfText(response.rawPayload);
    };
    // Nothing done for her yet: no such heading.
    expect(await print()).not.toContain('What your helpers did for you');

    await ok(olga, 'POST', '/api/board/posts', { payload: boardPost('Help for Eve'), actingFor: eve.id });
    const texts = await harness.database.db.execute(sql`SELECT 1 FROM outbox WHERE channel = 'sms'`);
    expect(texts.rows).toHaveLength(0);

    const english = await print();
    expect(english).toContain('What your helpers did for you');
    expect(english).toMatch(/Olga Printer posted on the board/);

    await chooseLanguage(eve.id, 'fr');
    const french = await print();
    expect(french).toContain('Ce que vos aidants ont fait pour vous');
    expect(french).toContain('Olga Printer');
    expect(french).toContain('Aidant');
    expect(french).toContain('annonce publiée sur le tableau');
  });
});
