import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatedImpactLink,
  ImpactLink,
  ImpactLinkList,
  ImpactReport,
  ImpactSettings,
  ReportingDetails,
} from '@skillswap/contracts/impact/schemas';
import type { RecordedExchange } from '@skillswap/contracts/community-economy/schemas';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { databaseKind } from '../../test/database.ts';
import { pdfText } from '../../test/pdf-text.ts';
import type { TestMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { suppressSmallCells } from './impact.service.ts';
import { inject } from '../../test/inject.ts';
import { impactRoutes } from '@skillswap/contracts/impact/routes';

// ADR 174: a community's impact report counts its members' exchanges while they were members,
// shows every ledger movement on their accounts and its fund on a line of its own, and adds up to the ledger.

const day = 24 * 60 * 60 * 1000;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

describe(`impact reports on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    // The real clock: memberships are dated by the application's clock and the ledger by the database's.
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const db = () => harness.database.db;

  let owner: TestMember;
  let cora: TestMember;
  let ada: TestMember;
  let ben: TestMember;
  let oz: TestMember;
  let beforeActivity: Date;

  beforeAll(async () => {
    owner = await kit.joinMember('Olga Orchard');
    await ok(owner, 'POST', '/api/communities', {
      name: 'Orchard',
      description: '',
      isOnline: false,
      city: 'Leeds',
      visibility: 'public',
      joinRule: 'open',
    });
    cora = await kit.joinMember('Cora Orchard');
    ada = await kit.joinMember('Ada Orchard', { offers: 'Guitar', wants: 'Spanish' });
    ben = await kit.joinMember('Ben Orchard', { offers: 'Spanish', wants: 'Guitar' });
    oz = await kit.joinMember('Oz Outside', { offers: 'Spanish', wants: 'Guitar' });
    // Every starter grant was given before anyone joined: none of them is the community's.
    beforeActivity = new Date();
    for (const member of [cora, ada, ben]) await ok(member, 'POST', '/api/communities/orchard/join', {});
    await ok(owner, 'POST', `/api/communities/orchard/members/${cora.userId}/role`, { role: 'coordinator' });
    await ok(owner, 'PUT', '/api/communities/orchard/rules', {
      creditFloor: null,
      balanceCap: null,
      levyPercent: 10,
    });

    // A swap between two members (Ada teaches 2 h of Guitar, Ben 1 h of Spanish: Ben pays 1 SC) and an even
    // swap with someone outside the community (no SkillCoin moves, 2 h exchanged).
    const completeSwap = async (
      other: TestMember,
      hours: { requesterHours: number; recipientHours: number },
    ) => {
      const swapId = await kit.requestSwap(ada, other, {
        hoursOffered: hours.requesterHours,
        hoursRequested: hours.recipientHours,
      });
      await kit.actOk(other, swapId, 'accept');
      await kit.actOk(ada, swapId, 'confirm', hours);
      await kit.actOk(other, swapId, 'confirm', hours);
    };
    await completeSwap(ben, { requesterHours: 2, recipientHours: 1 });
    await completeSwap(oz, { requesterHours: 1, recipientHours: 1 });

    // Two recorded exchanges with the 10 % levy; the second is disputed and reversed.
    const today = isoDay(new Date());
    await ok(cora, 'POST', '/api/communities/orchard/recorded-exchanges', {
      teacherIds: [ben.userId],
      learnerIds: [ada.userId],
      hours: 1.5,
      category: 'Cooking',
      happenedOn: today,
    });
    const second = await ok<RecordedExchange>(cora, 'POST', '/api/communities/orchard/recorded-exchanges', {
      teacherIds: [ada.userId],
      learnerIds: [ben.userId],
      hours: 1,
      category: 'Writing',
      happenedOn: today,
    });
    const url = `/api/communities/orchard/recorded-exchanges/${second.id}`;
    await ok(ben, 'POST', `${url}/dispute`, { reason: 'We never met that day.' });
    await ok(owner, 'POST', `${url}/decision`, { outcome: 'reversed' });

    await ok(ada, 'POST', '/api/communities/orchard/fund/donations', { amount: 0.5 });
    await ok(cora, 'POST', '/api/communities/orchard/fund/grants', {
      memberId: ben.userId,
      amount: 0.25,
      note: 'For the bus',
    });
  });

  const report = (member: TestMember = cora, query = '') =>
    ok<ImpactReport>(member, 'GET', `/api/communities/orchard/impact${query}`);

  it('counts the members’ exchanges, files their hours by source, category and month, and reads its members', async () => {
    const today = isoDay(new Date());
    const result = await report();
    expect(result.scope).toEqual({ kind: 'community', slug: 'orchard', name: 'Orchard', area: null });
    expect(result.period.to).toBe(today);
    expect(result.empty).toBe(false);
    expect(result.exchanges).toMatchObject({
      exchanges: 3,
      hours: 6.5,
      bySource: [
        { source: 'swap', exchanges: 2, hours: 5 },
        { source: 'workshop', exchanges: 0, hours: 0 },
        { source: 'recorded', exchanges: 1, hours: 1.5 },
      ],
      byCategory: [
        { category: 'Music', hours: 3 },
        { category: 'Languages', hours: 2 },
        { category: 'Cooking', hours: 1.5 },
      ],
      withOutsiders: { exchanges: 1, hours: 2 },
      undone: { exchanges: 1, hours: 1 },
    });
    // Every month the period touches, from the month of its first day (the same day a year ago, plus one).
    expect(result.exchanges.byMonth[0]!.month).toBe(result.period.from.slice(0, 7));
    const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
    expect(result.exchanges.byMonth).toHaveLength(monthIndex(today) - monthIndex(result.period.from) + 1);
    expect(result.exchanges.byMonth.at(-1)).toEqual({ month: today.slice(0, 7), exchanges: 3, hours: 6.5 });
    expect(result.exchanges.byMonth.slice(0, -1).every((month) => month.hours === 0)).toBe(true);
    expect(result.members).toEqual({
      atEnd: 4,
      active: 2,
      joined: 4,
      dormant: 2,
      firstExchange: { eligible: 0, exchanged: 0 },
      // Ada took part in 6.5 h (3 + 2 + 1.5), Ben in 4.5 h (3 + 1.5); Oz is not a member.
      medianHoursPerActive: 5.5,
      partners: { pairs: 2, repeatPairs: 1 },
    });
    expect(result.socialValue).toBeNull();
  });

  it('shows every ledger movement on the members’ accounts and the fund on its own line, adding up to the ledger', async () => {
    const result = await report();
    expect(result.ledger.lines).toEqual([
      { line: 'swap_settlement', countsAsExchange: true, transfers: 1, credited: 1, debited: 1 },
      { line: 'recorded_exchange', countsAsExchange: true, transfers: 2, credited: 2.5, debited: 2.5 },
      { line: 'recorded_exchange_reversal', countsAsExchange: false, transfers: 1, credited: 1, debited: 1 },
      { line: 'community_levy', countsAsExchange: false, transfers: 2, credited: 0.25, debited: 0.25 },
      { line: 'community_donation', countsAsExchange: false, transfers: 1, credited: 0.5, debited: 0.5 },
      { line: 'community_grant', countsAsExchange: false, transfers: 1, credited: 0.25, debited: 0.25 },
    ]);
    expect(result.ledger).toMatchObject({ credited: 5.5, debited: 5.5 });

    // The same sums straight from the ledger: the community's members' accounts since they joined,
    // and its fund.
    const direct = await db().execute<{ credited: string; debited: string }>(sql`
      SELECT coalesce(sum(greatest(m.amount, 0)), 0) AS credited, coalesce(sum(greatest(-m.amount, 0)), 0) AS debited
      FROM ledger_movements m JOIN ledger_accounts a ON a.id = m.account_id
      WHERE m.created_at >= ${beforeActivity}
        AND (a.member_id IN (${owner.userId}, ${cora.userId}, ${ada.userId}, ${ben.userId})
          OR a.community_id = (SELECT id FROM communities WHERE slug = 'orchard'))`);
    expect(Number(direct.rows[0]!.credited)).toBe(result.ledger.credited);
    expect(Number(direct.rows[0]!.debited)).toBe(result.ledger.debited);
  });

  it('reads an install report for admins with every movement, including the starter grants', async () => {
    const admin = await signUpStaffMember(harness.app, harness.database, harness.app.deps.clock, 'admin');
    const install = await ok<ImpactReport>(admin, 'GET', '/api/admin/impact');
    expect(install.scope).toEqual({ kind: 'install' });
    expect(install.exchanges).toMatchObject({ exchanges: 3, hours: 6.5, withOutsiders: null });
    const grants = install.ledger.lines.find((line) => line.line === 'starter_grant');
    expect(grants).toMatchObject({ countsAsExchange: false, transfers: 5, credited: 10, debited: 10 });
    for (const line of install.ledger.lines) expect(line.credited, line.line).toBe(line.debited);
    const everything = await db().execute<{ credited: string }>(
      sql`SELECT coalesce(sum(amount), 0) AS credited FROM ledger_movements WHERE amount > 0`,
    );
    expect(install.ledger.credited).toBe(Number(everything.rows[0]!.credited));
    expect((await call(cora, 'GET', '/api/admin/impact')).statusCode).toBe(403);
  });

  it('lets coordinators set the value of an hour, audited, and prints the social value with its method', async () => {
    const before = await ok<ImpactSettings>(cora, 'GET', '/api/communities/orchard/impact/settings');
    expect(before).toEqual({
      valuePerHour: null,
      currency: 'GBP',
      method: '',
      source: '',
      updatedAt: null,
      updatedBy: null,
    });
    const settings = {
      valuePerHour: 12.5,
      currency: 'gbp',
      method: 'The median hourly wage of a care worker',
      source: 'Office for National Statistics, ASHE 2025',
    };
    for (const bad of [
      { ...settings, valuePerHour: -1 },
      { ...settings, valuePerHour: 10_000.01 },
      { ...settings, valuePerHour: 1.005 },
      { ...settings, currency: 'POUNDS' },
      { ...settings, method: '' },
      { ...settings, method: 'x'.repeat(1001) },
      { ...settings, source: 'Wages\u0000' },
      { ...settings, valuePerHour: '12' },
    ]) {
      const refused = await call(cora, 'PUT', '/api/communities/orchard/impact/settings', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(ada, 'PUT', '/api/communities/orchard/impact/settings', settings)).statusCode).toBe(
      403,
    );
    expect(await ok<ImpactSettings>(cora, 'GET', '/api/communities/orchard/impact/settings')).toEqual(before);

    const saved = await ok<ImpactSettings>(cora, 'PUT', '/api/communities/orchard/impact/settings', settings);
    expect(saved).toMatchObject({
      ...settings,
      currency: 'GBP',
      updatedBy: { id: cora.userId, fullName: 'Cora Orchard' },
    });
    const audit = await db().execute<{ details: { before: object; after: object } }>(
      sql`SELECT details FROM audit_log WHERE event = 'impact_settings_changed' AND actor_id = ${cora.userId}`,
    );
    expect(audit.rows.map((row) => row.details.after)).toEqual([{ ...settings, currency: 'GBP' }]);
    expect((await report()).socialValue).toEqual({
      value: 81.25,
      valuePerHour: 12.5,
      currency: 'GBP',
      method: settings.method,
      source: settings.source,
    });
  });

  it('answers an empty period as valid and empty, and refuses bad periods', async () => {
    const empty = await report(cora, '?from=2020-01-01&to=2020-03-31');
    expect(empty).toMatchObject({
      empty: true,
      period: { from: '2020-01-01', to: '2020-03-31' },
      exchanges: { exchanges: 0, hours: 0 },
      members: { atEnd: 0, active: 0, joined: 0 },
      ledger: { lines: [], credited: 0, debited: 0 },
    });
    expect(empty.exchanges.byMonth.map((month) => month.month)).toEqual(['2020-01', '2020-02', '2020-03']);
    for (const query of [
      '?from=2026-02-01&to=2026-01-31',
      '?from=2009-01-01&to=2020-01-01',
      '?from=2026-02-30',
      '?from=yesterday',
      '?to=2026-01-01%00',
    ]) {
      const refused = await call(cora, 'GET', `/api/communities/orchard/impact${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
    expect(
      (await call(cora, 'GET', '/api/communities/orchard/impact?from=2016-01-02&to=2026-01-01')).statusCode,
    ).toBe(200);
  });

  it('draws the report and a member’s certificate as real PDFs that a PDF reader parses back', async () => {
    const response = await call(cora, 'GET', '/api/communities/orchard/impact/export.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orchard-impact-.*\.pdf"$/,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Impact report: Orchard');
    expect(text).toContain('Hours exchanged between members 3 6.5 h');
    expect(text).toContain('Recorded exchanges (exchange) 2 2.5 h 2.5 h');
    expect(text).toContain('Total 5.5 h 5.5 h');
    expect(text).toContain('Method: The median hourly wage of a care worker');
    expect((await call(ada, 'GET', '/api/communities/orchard/impact/export.pdf')).statusCode).toBe(403);

    const certificate = await call(ada, 'GET', '/api/me/hours-certificate.pdf');
    expect(certificate.statusCode).toBe(200);
    const words = await pdfText(certificate.rawPayload);
    expect(words).toContain('Ada Orchard');
    // Ada taught 3 h in two swaps and learned 2 h in them and 1.5 h recorded; her reversed hour is not there.
    expect(words).toContain('Hours given (taught) 2 3 h');
    expect(words).toContain('Hours received (learned) 3 3.5 h');
    const bad = await call(ada, 'GET', '/api/me/hours-certificate.pdf?from=2026-05-01&to=2026-04-01');
    expect(bad.statusCode).toBe(400);
  });

  // ADR 192: the report speaks the language of the request; a certificate its member's, else the request's.
  it('draws the report in the language of the request and the certificate in its member’s', async () => {
    const spanish = await call(cora, 'GET', '/api/communities/orchard/impact/export.pdf', undefined, 'es');
    expect(spanish.statusCode).toBe(200);
    const text = await pdfText(spanish.rawPayload);
    expect(text).toContain('Informe de impacto: Orchard');
    expect(text).toContain('Horas intercambiadas entre miembros 3 6,5 h');
    expect(text).toContain('Intercambios registrados (intercambio) 2 2,5 h 2,5 h');
    expect(text).toContain('Total 5,5 h 5,5 h');
    expect(text).toContain('Método: The median hourly wage of a care worker');
    expect(text).not.toContain('Hours exchanged');

    const arabic = await pdfText(
      (await call(cora, 'GET', '/api/communities/orchard/impact/export.pdf', undefined, 'ar')).rawPayload,
    );
    // PDF.js reads the lam-alef ligature back out of order, so the words checked have none.
    expect(arabic).toContain('تقرير');
    expect(arabic).toContain('الساعات المتبادلة');
    expect(arabic).toContain('Orchard');
    expect(arabic).not.toContain('Hours exchanged');

    // Ada chose no language: her German browser's. Ben chose French: French, whatever his browser says.
    const german = await pdfText(
      (await call(ada, 'GET', '/api/me/hours-certificate.pdf', undefined, 'de')).rawPayload,
    );
    expect(german).toContain('Stundennachweis');
    expect(german).toContain('Gegebene Stunden (unterrichtet) 2 3 Std.');
    expect(german).toContain('Erhaltene Stunden (gelernt) 3 3,5 Std.');
    await ok(ben, 'PUT', '/api/me/language', { language: 'fr' });
    const french = await pdfText(
      (await call(ben, 'GET', '/api/me/hours-certificate.pdf', undefined, 'de')).rawPayload,
    );
    expect(french).toContain('Attestation d’heures');
    expect(french).toContain('Ben Orchard');
    await ok(ben, 'PUT', '/api/me/language', { language: 'en' });
  });

  it('is for coordinators only, and hides a private community from outsiders', async () => {
    expect((await call(ada, 'GET', '/api/communities/orchard/impact')).statusCode).toBe(403);
    expect((await call(oz, 'GET', '/api/communities/orchard/impact')).statusCode).toBe(403);
    expect((await call(oz, 'GET', '/api/communities/orchard/impact/export.csv')).statusCode).toBe(403);
    expect((await call(oz, 'GET', '/api/communities/nowhere/impact')).statusCode).toBe(404);
  });

  it('downloads the report as CSV with every field quoted and formulas neutralised', async () => {
    await ok(cora, 'PUT', '/api/communities/orchard/impact/settings', {
      valuePerHour: 10,
      currency: 'EUR',
      method: '=HYPERLINK("http://evil.example")',
      source: 'Our own survey, 2026',
    });
    const response = await call(cora, 'GET', '/api/communities/orchard/impact/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orchard-impact-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines).toContain('"summary","hours exchanged","3","6.5"');
    expect(lines).toContain('"recorded_exchange","yes","2","2.5","2.5"');
    expect(lines).toContain('"social value","65 EUR","10 EUR an hour",""');
    expect(lines).toContain('"method","\'=HYPERLINK(""http://evil.example"")","",""');
  });

  it('shares a period’s report with a read-only link that works without signing in until it expires or is revoked', async () => {
    const url = '/api/communities/orchard/impact/links';
    for (const bad of [
      { expiresInDays: 0 },
      { expiresInDays: 366 },
      { expiresInDays: 1.5 },
      { expiresInDays: 30, from: '2026-03-01', to: '2026-02-01' },
      { expiresInDays: 30, from: '2026-02-30' },
    ]) {
      expect((await call(cora, 'POST', url, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(ada, 'POST', url, { expiresInDays: 30 })).statusCode).toBe(403);
    expect((await ok<ImpactLinkList>(cora, 'GET', url)).items).toEqual([]);

    const link = await ok<CreatedImpactLink>(cora, 'POST', url, { expiresInDays: 30 });
    expect(link).toMatchObject({ status: 'active', createdBy: { id: cora.userId }, revokedAt: null });
    const stored = await db().execute<{ token_hash: string }>(sql`SELECT token_hash FROM impact_links`);
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(link.token);

    // Anyone with the link reads the same report, without a session, and no member's name is in it.
    const shared = await inject(harness.app, impactRoutes.getSharedImpact, { params: { token: link.token } });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('private, no-store');
    const sharedReport = shared.json<ImpactReport>();
    expect(sharedReport.period).toEqual(link.period);
    expect(sharedReport.exchanges).toEqual((await report()).exchanges);
    for (const name of ['Ada', 'Ben', 'Cora', 'Olga']) expect(shared.body).not.toContain(name);
    const listed = await ok<ImpactLinkList>(cora, 'GET', url);
    expect(listed.items.map((item) => item.id)).toEqual([link.id]);
    expect(JSON.stringify(listed)).not.toContain(link.token);

    const guessed = await inject(harness.app, impactRoutes.getSharedImpact, {
      params: { token: `${link.token}x` },
    });
    expect(guessed.statusCode).toBe(404);
    expect((await call(ada, 'POST', `${url}/${link.id}/revoke`, {})).statusCode).toBe(403);
    const revoked = await ok<ImpactLink>(owner, 'POST', `${url}/${link.id}/revoke`, {});
    expect(revoked).toMatchObject({ status: 'revoked' });
    expect(
      (await inject(harness.app, impactRoutes.getSharedImpact, { params: { token: link.token } })).statusCode,
    ).toBe(404);
    expect(await ok<ImpactLink>(owner, 'POST', `${url}/${link.id}/revoke`, {})).toEqual(revoked);
    const audit = await db().execute<{ event: string }>(
      sql`SELECT event FROM audit_log WHERE event LIKE 'impact_link_%' ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.event)).toEqual(['impact_link_created', 'impact_link_revoked']);

    // A link past its expiry answers as if it never existed.
    const short = await ok<CreatedImpactLink>(cora, 'POST', url, { expiresInDays: 1 });
    await db().execute(
      sql`UPDATE impact_links SET expires_at = created_at - interval '1 day', created_at = created_at - interval '2 days' WHERE id = ${short.id}`,
    );
    expect(
      (await inject(harness.app, impactRoutes.getSharedImpact, { params: { token: short.token } }))
        .statusCode,
    ).toBe(404);
    expect((await ok<ImpactLinkList>(cora, 'GET', url)).items.map((item) => item.status)).toEqual([
      'revoked',
      'expired',
    ]);
  });

  it('counts a member who left only while they were a member', async () => {
    const before = await report();
    // Ben leaves; his exchanges stay in the report of the time he was a member.
    expect((await call(ben, 'POST', '/api/communities/orchard/leave', {})).statusCode).toBeLessThan(300);
    const after = await report();
    expect(after.exchanges).toMatchObject({ exchanges: 3, hours: 6.5 });
    expect(after.members).toMatchObject({ atEnd: 3, joined: 4 });
    expect(after.ledger).toEqual(before.ledger);
    // A day further on, the report of the days after he left has nothing of his.
    const tomorrow = isoDay(new Date(Date.now() + day));
    const later = await report(cora, `?from=${tomorrow}&to=${tomorrow}`);
    expect(later).toMatchObject({ empty: true, members: { atEnd: 3, joined: 0, dormant: 3 } });
  });

  it('keeps what a member tells for reports only: never on the profile, counted in cells of five or more, exported, erased on deletion', async () => {
    const url = '/api/me/reporting-details';
    expect(await ok(ada, 'GET', url)).toEqual({
      ageBand: null,
      gender: null,
      postcodeArea: null,
      updatedAt: null,
    });
    for (const bad of [
      { ageBand: '12_17', gender: null, postcodeArea: null },
      { ageBand: null, gender: 'robot', postcodeArea: null },
      { ageBand: null, gender: null, postcodeArea: 'LS6 1AB' },
      { ageBand: null, gender: null, postcodeArea: 'LS\u0000' },
      { ageBand: null, gender: null },
    ]) {
      expect((await call(ada, 'PUT', url, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const told = await ok<ReportingDetails>(ada, 'PUT', url, {
      ageBand: '25_34',
      gender: 'woman',
      postcodeArea: ' ls6 ',
    });
    expect(told).toMatchObject({ ageBand: '25_34', gender: 'woman', postcodeArea: 'LS6' });
    const profile = await call(cora, 'GET', `/api/profiles/${ada.userId}`);
    expect(profile.statusCode).toBe(200);
    for (const value of ['25_34', 'woman', 'LS6']) expect(profile.body).not.toContain(value);

    // Two active members: every cell is under five, so every figure is hidden.
    expect((await report()).demographics).toEqual({
      ageBands: [
        { value: '25_34', members: null },
        { value: 'not_given', members: null },
      ],
      genders: [
        { value: 'woman', members: null },
        { value: 'not_given', members: null },
      ],
      postcodeAreas: [
        { value: 'LS6', members: null },
        { value: 'not_given', members: null },
      ],
    });
    const exported = await ok<{ reportingDetails: { ageBand: string } }>(ada, 'GET', '/api/me/export');
    expect(exported.reportingDetails).toMatchObject({ ageBand: '25_34', postcodeArea: 'LS6' });

    await ok(oz, 'PUT', url, { ageBand: '65_74', gender: null, postcodeArea: null });
    expect((await call(oz, 'DELETE', '/api/me')).statusCode).toBe(204);
    const left = await db().execute(
      sql`SELECT 1 FROM member_reporting_details WHERE member_id = ${oz.userId}`,
    );
    expect(left.rows).toEqual([]);
    // Clearing every field leaves nothing behind either.
    await ok(ada, 'PUT', url, { ageBand: null, gender: null, postcodeArea: null });
    expect(await ok(ada, 'GET', url)).toMatchObject({ ageBand: null, updatedAt: null });
  });
});

describe('suppressing small cells', () => {
  it('hides every cell under five, and the next smallest when only one would be hidden', () => {
    const order = ['18_24', '25_34', '35_44'];
    expect(
      suppressSmallCells(
        [
          { value: 'not_given', members: 12 },
          { value: '35_44', members: 7 },
          { value: '18_24', members: 3 },
          { value: '25_34', members: 9 },
        ],
        order,
      ),
    ).toEqual([
      { value: '18_24', members: null },
      { value: '25_34', members: 9 },
      { value: '35_44', members: null },
      { value: 'not_given', members: 12 },
    ]);
    expect(
      suppressSmallCells([
        { value: 'LS6', members: 2 },
        { value: 'LS1', members: 4 },
        { value: 'not_given', members: 20 },
      ]),
    ).toEqual([
      { value: 'LS1', members: null },
      { value: 'LS6', members: null },
      { value: 'not_given', members: 20 },
    ]);
    expect(
      suppressSmallCells([
        { value: 'woman', members: 5 },
        { value: 'man', members: 6 },
      ]),
    ).toEqual([
      { value: 'man', members: 6 },
      { value: 'woman', members: 5 },
    ]);
  });
});
