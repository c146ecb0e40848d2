import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users, workshops } from '../../db/schema/index.ts';
import { createWorkshopKit, type WorkshopKit } from '../../modules/workshops/workshops.test-helper.ts';
import { createTestApp } from '../../test/app.ts';
import { freshIp } from '../../test/auth-requests.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { createManualClock } from '../clock.ts';
import { inject } from '../../test/inject.ts';
import { adminReportRoutes } from '@skillswap/contracts/admin-reports/routes';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';
import { contactRoutes } from '@skillswap/contracts/contact/routes';

// The shared text rule applied where strings enter, before any handler. What the
// fuzzer found answering 500 is refused with 400 naming the field; line breaks and tabs, which multi-line
// fields hold, still pass.

const controlRefusal = { code: 'validation_failed', message: 'Must not contain control characters' };

describe(`the text rule where strings enter, on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: WorkshopKit;
  let admin: TestStaffMember;
  let member: TestMember;

  beforeAll(async () => {
    const clock = createManualClock(new Date('2026-05-01T09:00:00Z'));
    harness = await createTestApp({ clock });
    kit = createWorkshopKit(harness.app, harness.database);
    admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    member = await signUpMember(harness.app);
  });
  afterAll(() => harness.close());

  const visit = (url: string) => harness.app.inject({ method: 'GET', url, remoteAddress: freshIp() });

  it.each([
    ['/api/explore/featured?search=%00', 'search'],
    ['/api/workshops?q=%00', 'q'],
    ['/api/workshops?q=ok&skill=%1B%5B31m', 'skill'],
  ])('refuses a visitor’s %s with 400 naming the parameter', async (url, path) => {
    const response = await visit(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...controlRefusal,
      issues: [{ path, message: controlRefusal.message }],
    });
  });

  it('refuses a NUL in a community’s address before looking it up', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/communities/guild%00/join',
      headers: member.authHeader,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...controlRefusal, issues: [{ path: 'slug' }] });
  });

  it('refuses half a surrogate pair in a suspension reason and leaves the member as they were', async () => {
    const response = await inject(harness.app, adminReportRoutes.suspendMember, {
      params: { id: member.userId },
      as: admin,
      body: { reason: 'Spam \ud800 links' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Must be valid Unicode text',
      issues: [{ path: 'reason', message: 'Must be valid Unicode text' }],
    });
    const [row] = await harness.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row?.suspendedAt ?? null).toBeNull();
  });

  it('names the place of a bad string deep in a body, and bad keys too', async () => {
    const response = await inject(harness.app, workshopRoutes.createWorkshop, {
      unchecked: true,
      as: member,
      body: { place: { kind: 'in_person', text: 'Room\u00001' }, ['ti\u0007tle']: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json<{ issues: Array<{ path: string }> }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(['place.text', 'ti\u0007tle']);
  });

  it('keeps line breaks and tabs in a multi-line field', async () => {
    const message = 'Hello,\r\n\tI would like to know more.\nThanks';
    const response = await inject(harness.app, contactRoutes.sendContactMessage, {
      remoteAddress: freshIp(),
      body: { name: 'Rita Lopes', email: 'rita@skillswap.test', subject: 'A question', message },
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await harness.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'rita@skillswap.test'));
    expect(stored[0]?.message).toBe('Hello,\n\tI would like to know more.\nThanks');
  });

  describe('a workshop’s texts (A.7)', () => {
    it.each([
      ['an escape in the title', { title: 'Pottery \u001b[31mnight' }, 'title'],
      ['a NUL in the description', { description: 'Clay\u0000 and water' }, 'description'],
      ['a line break in the title', { title: 'Pottery\nnight' }, 'title'],
      [
        'an escape in the place',
        { place: { kind: 'in_person' as const, text: 'Studio\u001b 4' } },
        'place.text',
      ],
    ])('refuses %s and creates nothing', async (_, change, path) => {
      const host = await kit.joinHost(`Host ${path}`);
      const response = await kit.call(host, 'POST', '/api/workshops', kit.workshopInput(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ...controlRefusal, issues: [{ path }] });
      expect(
        await harness.database.db.select().from(workshops).where(eq(workshops.hostId, host.userId)),
      ).toEqual([]);
    });

    it('keeps line breaks in the description', async () => {
      const host = await kit.joinHost('Host with lines');
      const workshop = await kit.createWorkshop(host, { description: 'Step one.\r\nStep two.' });
      expect(workshop.description).toBe('Step one.\nStep two.');
    });
  });
});
