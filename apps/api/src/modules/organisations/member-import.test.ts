import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityDetail } from '@skillswap/contracts/communities/schemas';
import type { MemberImportResult } from '@skillswap/contracts/communities/member-import';
import type { Organisation } from '@skillswap/contracts/organisations/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// CSV import of members (ADR 130, threat T95): a preview first, invitations mailed, nothing
// created for the people on the list, and every row answered on its own.

describe(`CSV import of members on ${databaseKind}`, { timeout: 60_000 }, () => {
  const clock = createManualClock(new Date('2026-11-27T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const call = (member: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });
  const importCsv = (member: TestMember, slug: string, payload: object) =>
    call(member, 'POST', `/api/communities/${slug}/members/import`, payload);
  const mailsTo = async (pattern: string) => {
    const result = await harness.database.db.execute<{ recipient: string; body_text: string }>(sql`
      SELECT recipient, body_text FROM outbox WHERE recipient LIKE ${pattern} ORDER BY id`);
    return result.rows;
  };
  const countUsers = async (pattern: string) => {
    const result = await harness.database.db.execute<{ count: number | string }>(sql`
      SELECT count(*) AS count FROM users WHERE email LIKE ${pattern}`);
    return Number(result.rows[0]!.count);
  };
  const memberCount = async (viewer: TestMember, slug: string) => {
    const response = await call(viewer, 'GET', `/api/communities/${slug}`);
    return response.json<{ data: CommunityDetail }>().data.memberCount;
  };

  it('previews every row without mailing anyone, then mails only a previewed file, creating no account', async () => {
    const owner = await kit.joinMember('Cora Pellham');
    const existing = await kit.joinMember('Dov Pellham');
    const created = await call(owner, 'POST', '/api/communities', {
      name: 'Pellham Circle',
      description: 'Pellham Circle swaps skills on Tuesdays.',
      isOnline: true,
      visibility: 'public',
      joinRule: 'approval',
    });
    expect(created.statusCode, created.body).toBe(201);
    await call(existing, 'POST', '/api/communities/pellham-circle/join', {});
    await call(owner, 'POST', `/api/communities/pellham-circle/members/${existing.userId}/approve`);
    const csv = [
      'Name,Email',
      'Nia Pellham,NIA@pellham.example',
      '"Pellham, Omar",omar@pellham.example',
      'No Address,',
      'Bad Address,not-an-address',
      'Nia Again,nia@pellham.example',
      `Dov Pellham,${existing.email}`,
    ].join('\r\n');

    const preview = await importCsv(owner, 'pellham-circle', { csv });
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json<MemberImportResult>();
    expect(result).toMatchObject({ dryRun: true, seatsLeft: null });
    expect(
      result.rows.map(({ line, email, name, outcome, problem, duplicateOf }) => [
        line,
        email,
        name,
        outcome,
        problem,
        duplicateOf,
      ]),
    ).toEqual([
      [2, 'nia@pellham.example', 'Nia Pellham', 'ready', null, null],
      [3, 'omar@pellham.example', 'Pellham, Omar', 'ready', null, null],
      [4, '', 'No Address', 'invalid', 'missing_email', null],
      [5, 'not-an-address', 'Bad Address', 'invalid', 'invalid_email', null],
      [6, 'nia@pellham.example', 'Nia Again', 'invalid', 'duplicate', 2],
      [7, existing.email.toLowerCase(), 'Dov Pellham', 'already_member', null, null],
    ]);
    expect(result.summary).toEqual({ ready: 2, invited: 0, skipped: 1, invalid: 3 });
    expect(await mailsTo('%@pellham.example')).toEqual([]);

    const unconfirmed = await importCsv(owner, 'pellham-circle', { csv, dryRun: false });
    expect(unconfirmed.statusCode).toBe(409);
    const changed = await importCsv(owner, 'pellham-circle', {
      csv: `${csv}\r\nEve,eve@pellham.example`,
      dryRun: false,
      confirmation: result.confirmation,
    });
    expect(changed.statusCode).toBe(409);
    expect(await mailsTo('%@pellham.example')).toEqual([]);

    const sent = await importCsv(owner, 'pellham-circle', {
      csv,
      dryRun: false,
      confirmation: result.confirmation,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const sentResult = sent.json<MemberImportResult>();
    expect(sentResult.summary).toEqual({ ready: 0, invited: 2, skipped: 1, invalid: 3 });
    const mails = await mailsTo('%@pellham.example');
    expect(mails.map((mail) => mail.recipient)).toEqual(['nia@pellham.example', 'omar@pellham.example']);
    const page = (await call(owner, 'GET', '/api/communities/pellham-circle')).json<{
      data: CommunityDetail;
    }>();
    expect(mails[0]!.body_text).toContain(`/c/pellham-circle?invite=${page.data.inviteToken}`);
    // The importer's own words never reach the recipient: no name from the file.
    expect(mails[0]!.body_text).toContain('Hello,');
    expect(mails[0]!.body_text).not.toContain('Nia Pellham');
    expect(await countUsers('%@pellham.example')).toBe(0);
    expect(await memberCount(owner, 'pellham-circle')).toBe(2);
  });

  it('lets only coordinators import, and refuses a file without an email column as a whole', async () => {
    const owner = await kit.joinMember('Ezra Quaile');
    const member = await kit.joinMember('Fern Quaile');
    await call(owner, 'POST', '/api/communities', {
      name: 'Quaile Commons',
      description: 'Quaile Commons swaps skills.',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    await call(member, 'POST', '/api/communities/quaile-commons/join', {});
    const refused = await importCsv(member, 'quaile-commons', { csv: 'email\nx@quaile.example' });
    expect(refused.statusCode).toBe(403);
    const headerless = await importCsv(owner, 'quaile-commons', {
      csv: 'x@quaile.example\ny@quaile.example',
    });
    expect(headerless.statusCode).toBe(400);
    expect(headerless.json()).toMatchObject({
      code: 'validation_failed',
      message: 'The file needs a header row with an "email" column',
    });
    const tooMany = ['email', ...Array.from({ length: 501 }, (_, i) => `m${i}@quaile.example`)].join('\n');
    expect((await importCsv(owner, 'quaile-commons', { csv: tooMany })).json()).toMatchObject({
      message: 'The file has more than 500 rows; split it into smaller files',
    });
    const hidden = await importCsv(member, 'no-such-community', { csv: 'email\nx@quaile.example' });
    expect(hidden.statusCode).toBe(404);
  });

  it('turns an organisation’s rows into invitations that hold seats, and stops at the last seat', async () => {
    const owner = await kit.joinMember('Gil Rowntree', { plan: 'enterprise' });
    const createdOrganisation = await call(owner, 'POST', '/api/organisations', { name: 'Rowntree Works' });
    expect(createdOrganisation.statusCode, createdOrganisation.body).toBe(201);
    const invited = await call(owner, 'POST', '/api/organisations/rowntree-works/invitations', {
      email: 'held@rowntree.example',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    // 25 seats: the owner and the open invitation hold 2, so 23 of the 25 new addresses fit.
    const addresses = Array.from({ length: 25 }, (_, i) => `person${i + 1}@rowntree.example`);
    const csv = ['email', 'held@rowntree.example', ...addresses].join('\n');

    const preview = (await importCsv(owner, 'rowntree-works', { csv })).json<MemberImportResult>();
    expect(preview.seatsLeft).toBe(23);
    expect(preview.rows[0]).toMatchObject({ email: 'held@rowntree.example', outcome: 'already_invited' });
    expect(preview.rows.slice(1).filter((row) => row.outcome === 'ready')).toHaveLength(23);
    expect(preview.rows.slice(-2).map((row) => [row.email, row.problem])).toEqual([
      ['person24@rowntree.example', 'no_seat'],
      ['person25@rowntree.example', 'no_seat'],
    ]);

    const sent = await importCsv(owner, 'rowntree-works', {
      csv,
      dryRun: false,
      confirmation: preview.confirmation,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<MemberImportResult>().summary).toEqual({
      ready: 0,
      invited: 23,
      skipped: 1,
      invalid: 2,
    });
    const organisation = (await call(owner, 'GET', '/api/organisations/rowntree-works')).json<{
      data: Organisation;
    }>().data;
    expect(organisation).toMatchObject({ seats: 25, seatsUsed: 25, members: 1, openInvitations: 24 });
    const mails = await mailsTo('person%@rowntree.example');
    expect(mails).toHaveLength(23);
    expect(mails[0]!.body_text).toMatch(/\/organisation-invitation#token=/);
    expect(await countUsers('%@rowntree.example')).toBe(0);
  });
  it('mails none of the importer’s words, one send per preview within 30 minutes, one invitation a week per address', async () => {
    clock.set(new Date('2026-11-27T09:00:00Z'));
    let owner = await kit.joinMember('Lore Tamsin');
    const open = async (name: string) => {
      const created = await call(owner, 'POST', '/api/communities', {
        name,
        description: `${name} swaps skills.`,
        isOnline: true,
        visibility: 'public',
        joinRule: 'open',
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ data: { slug: string } }>().data.slug;
    };
    const slug = await open('Tamsin Circle');
    const preview = async (csv: string, where = slug) =>
      (await importCsv(owner, where, { csv })).json<MemberImportResult>().confirmation;
    const send = (csv: string, confirmation: string, where = slug) =>
      importCsv(owner, where, { csv, dryRun: false, confirmation });
    const csv =
      'name,email\n"Your account is locked, visit https://evil.example/unlock",target@tamsin.example';

    const confirmation = await preview(csv);
    const first = await send(csv, confirmation);
    expect(first.json<MemberImportResult>().summary.invited).toBe(1);
    const again = await send(csv, confirmation);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('already sent from this preview');
    const mails = await mailsTo('target@tamsin.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).not.toMatch(/locked|evil\.example/);
    expect(
      mails[0]!.body_text
        .match(/https?:\/\/[^\s)>\]]+/g)!
        .every((url) => url.startsWith(harness.config.PUBLIC_URL)),
    ).toBe(true);

    // A preview's confirmation lasts 30 minutes.
    const stale = await preview('email\nlater@tamsin.example');
    clock.set(new Date('2026-11-27T09:31:00Z'));
    owner = await kit.signInAgain(owner);
    const late = await send('email\nlater@tamsin.example', stale);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('more than 30 minutes old');
    expect(await mailsTo('later@tamsin.example')).toEqual([]);

    // A fresh preview of the same address within the week: nobody is mailed twice by one community.
    const repeat = await send(csv, await preview(csv));
    expect(repeat.json<MemberImportResult>().rows[0]).toMatchObject({ outcome: 'already_invited' });
    expect(await mailsTo('target@tamsin.example')).toHaveLength(1);

    // A community whose name reads like a link is not named in the mail.
    const linky = await open('Visit www.evil.example now');
    expect(
      (
        await send(
          'email\nlinked@tamsin.example',
          await preview('email\nlinked@tamsin.example', linky),
          linky,
        )
      ).statusCode,
    ).toBe(200);
    const linked = await harness.database.db.execute<{ subject: string; body_text: string }>(sql`
      SELECT subject, body_text FROM outbox WHERE recipient = 'linked@tamsin.example'`);
    expect(linked.rows[0]!.subject).toBe('You are invited to a community on SkillSwap');
    expect(linked.rows[0]!.body_text).not.toContain('evil.example');

    // From all communities together an address gets three invitations a day at most.
    const others = [await open('Tamsin Two'), await open('Tamsin Three'), await open('Tamsin Four')];
    const outcomes: string[] = [];
    for (const other of others) {
      const sent = await send(
        'email\nbusy@tamsin.example',
        await preview('email\nbusy@tamsin.example', other),
        other,
      );
      outcomes.push(
        `${sent.json<MemberImportResult>().rows[0]!.outcome}:${sent.json<MemberImportResult>().rows[0]!.problem}`,
      );
    }
    expect(outcomes).toEqual(['invited:null', 'invited:null', 'invited:null']);
    const fourth = await send(
      'email\nbusy@tamsin.example',
      await preview('email\nbusy@tamsin.example', linky),
      linky,
    );
    expect(fourth.json<MemberImportResult>().rows[0]).toMatchObject({
      outcome: 'invalid',
      problem: 'limit_reached',
    });
    expect(await mailsTo('busy@tamsin.example')).toHaveLength(3);

    // A week later the community may invite the address again.
    clock.set(new Date('2026-12-04T09:32:00Z'));
    owner = await kit.signInAgain(owner);
    const weekLater = await send(csv, await preview(csv));
    expect(weekLater.json<MemberImportResult>().summary.invited).toBe(1);
    expect(await mailsTo('target@tamsin.example')).toHaveLength(2);
  });
});
