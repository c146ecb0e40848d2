import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import type { MyProfile } from '@skillswap/contracts/profiles/schemas';
import { contactMessages, users } from '../db/schema/index.ts';
import { createTestApp } from './app.ts';
import { databaseKind } from './database.ts';
import { signUpMember, type TestMember } from './members.ts';
import { inject } from './inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { contactRoutes } from '@skillswap/contracts/contact/routes';

const tooShort = 'Name must be at least 2 characters';
const invisible = 'Name must not contain invisible or text-direction characters';

/** Names that would show as nothing, or would turn the text around them backwards. */
const deceptiveNames: [string, string, string][] = [
  ['two zero-width spaces', '\u200b\u200b', tooShort],
  ['one letter padded with zero-width joiners', 'A\u200d\u200d', tooShort],
  ['Hangul fillers', '\u3164\u3164', tooShort],
  ['braille blanks', '\u2800\u2800\u2800', tooShort],
  ['a right-to-left override', '\u202eciV reweiV', invisible],
  ['a left-to-right isolate', 'Ana \u2066Lima', invisible],
  ['a zero-width space between letters', 'Ana\u200bLima', invisible],
  ['a byte-order mark inside', 'Ana\ufeffLima', invisible],
];

describe(`names that do not show on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ana: TestMember;
  let address = 0;

  beforeAll(async () => {
    harness = await createTestApp();
    ana = await signUpMember(harness.app, { fullName: 'Ana Lima' });
  });
  afterAll(() => harness.close());

  const signUp = (fullName: string) => {
    address += 1;
    return inject(harness.app, authRoutes.signUp, {
      remoteAddress: `198.51.100.${address}`,
      body: { fullName, email: `names-${address}@skillswap.test`, password: 'Swap-long-enough' },
    });
  };
  const saveName = (member: TestMember, fullName: string) =>
    inject(harness.app, profileRoutes.updateMyProfile, {
      as: member,
      body: { full_name: fullName, bio: 'Teaches guitar.', skills_offered: ['Guitar'], skills_wanted: [] },
    });
  const nameOf = async (member: TestMember) =>
    (await inject(harness.app, profileRoutes.getMyProfile, { as: member })).json<MyProfile>().full_name;

  it.each(deceptiveNames)('sign-up refuses %s and creates no account', async (_, name, message) => {
    const before = (await harness.database.db.select().from(users)).length;
    const response = await signUp(name);
    expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message },
    });
    expect(await harness.database.db.select().from(users)).toHaveLength(before);
  });

  it.each(deceptiveNames)('the profile editor refuses %s and keeps the name', async (_, name, message) => {
    const response = await saveName(ana, name);
    expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message },
    });
    expect(await nameOf(ana)).toBe('Ana Lima');
  });

  it('stores names in one Unicode form (NFC), so the same name is always the same text', async () => {
    const decomposed = 'Jose\u0301 Lima';
    const session = (await signUp(decomposed)).json<Session>();
    expect(session.user.user_metadata.full_name).toBe('Jos\u00e9 Lima');
    expect((await saveName(ana, 'Zoe\u0308 Lima')).statusCode).toBe(200);
    expect(await nameOf(ana)).toBe('Zo\u00eb Lima');
  });

  it('accepts real names in any script, with apostrophes and hyphens', async () => {
    for (const name of ['李雷', 'محمد علي', 'O’Brien', 'Anne-Marie', 'Ana Lima']) {
      expect((await saveName(ana, name)).statusCode).toBe(200);
      expect(await nameOf(ana)).toBe(name);
    }
  });

  it('the contact form refuses an invisible or backwards name and stores nothing', async () => {
    const message = {
      email: 'visitor@visitor.example',
      subject: 'Question about plans',
      message: 'Can I switch plans at any time?',
    };
    const blank = await inject(harness.app, contactRoutes.sendContactMessage, {
      body: { ...message, name: '\u200b' },
    });
    expect(blank.json()).toMatchObject({ code: 'validation_failed', message: 'Name is required' });
    const backwards = await inject(harness.app, contactRoutes.sendContactMessage, {
      body: { ...message, name: '\u202eciV reweiV' },
    });
    expect(backwards.json()).toMatchObject({ code: 'validation_failed', message: invisible });
    expect(await harness.database.db.select().from(contactMessages)).toEqual([]);
  });
});
