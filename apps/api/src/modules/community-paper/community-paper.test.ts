import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  previousMonth,
  type PaperMember,
  type PaperMemberList,
} from '@skillswap/contracts/community-paper/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { pdfPages, pdfText } from '../../test/pdf-text.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// ADR 177: a coordinator marks members who read paper (audited, the member told), prints
// their monthly statements in one PDF (a page each) and the members' directory; a member prints
// their own statement.
describe(`paper statements and directory on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const { call, ok } = memberCalls(() => harness.app);
  const pdf = async (member: TestMember, url: string) => {
    const response = await call(member, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return response.rawPayload;
  };
  const month = new Date().toISOString().slice(0, 7);
  const paperEvents = async () =>
    (
      await harness.database.db.execute<{ event: string; user_id: string | null }>(
        sql`SELECT event, user_id FROM audit_log WHERE event LIKE 'paper_%' ORDER BY created_at, id`,
      )
    ).rows;

  let owner: TestMember;
  let ada: TestMember & { fullName: string };
  let ben: TestMember & { fullName: string };
  let cy: TestMember & { fullName: string };
  let dee: TestMember & { fullName: string };
  let outsider: TestMember;
  beforeAll(async () => {
    owner = await signUpMember(harness.app, { fullName: 'Olive Paper' });
    await ok(owner, 'POST', '/api/communities', {
      name: 'Paperton',
      description: '',
      isOnline: false,
      city: 'Leeds',
      visibility: 'public',
      joinRule: 'open',
    });
    await ok(owner, 'PUT', '/api/communities/paperton/rules', {
      creditFloor: null,
      balanceCap: null,
      levyPercent: 10,
    });
    const member = async (fullName: string, offers: string, wants: string, city: string) => {
      const joined = await kit.joinMember(fullName, { offers, wants });
      await ok(joined, 'PUT', '/api/me/profile', {
        full_name: fullName,
        bio: `${fullName} trades skills.`,
        location_street: '1 Hidden Street',
        location_city: city,
        skills_offered: [offers],
        skills_wanted: [wants],
      });
      await ok(joined, 'POST', '/api/communities/paperton/join', {});
      return joined;
    };
    ada = await member('Ada Ink', 'Knitting', 'Gardening', 'Leeds');
    ben = await member('Ben Quill', 'Gardening', 'Knitting', 'Otley');
    cy = await member('Cy Private', 'Baking', 'Welding', 'Leeds');
    dee = await member('Dee Blocker', 'Chess', 'Sewing', 'Leeds');
    await ok(cy, 'POST', '/api/rpc/update_privacy_settings', { _profile_visibility: 'private' });
    await ok(ben, 'POST', '/api/rpc/update_privacy_settings', { _show_location_detail: 'hidden' });
    await ok(dee, 'POST', '/api/me/blocks', { memberId: owner.userId });
    outsider = await kit.joinMember('Otto Outside');
    // Ada teaches Ben 2 hours; the community keeps a 10 % levy of them.
    await ok(owner, 'POST', '/api/communities/paperton/recorded-exchanges', {
      teacherIds: [ada.userId],
      learnerIds: [ben.userId],
      hours: 2,
      category: 'Cooking',
      happenedOn: new Date().toISOString().slice(0, 10),
    });
  });

  it('lets a coordinator mark and unmark members, audited, each member told', async () => {
    const list = await ok<PaperMemberList>(owner, 'GET', '/api/communities/paperton/paper/members');
    expect(list.items.map((item) => item.name)).toEqual([
      'Ada Ink',
      'Ben Quill',
      'Cy Private',
      'Dee Blocker',
      'Olive Paper',
    ]);
    expect(list.items.every((item) => !item.readsPaper)).toBe(true);

    const marked = await ok<PaperMember>(
      owner,
      'PUT',
      `/api/communities/paperton/paper/members/${ada.userId}`,
    );
    expect(marked).toMatchObject({ id: ada.userId, readsPaper: true, markedBy: 'Olive Paper' });
    await ok(owner, 'PUT', `/api/communities/paperton/paper/members/${ada.userId}`); // twice: no change
    await ok(owner, 'PUT', `/api/communities/paperton/paper/members/${ben.userId}`);
    await ok(owner, 'PUT', `/api/communities/paperton/paper/members/${dee.userId}`);
    const unmarked = await ok<PaperMember>(
      owner,
      'DELETE',
      `/api/communities/paperton/paper/members/${dee.userId}`,
    );
    expect(unmarked).toMatchObject({ readsPaper: false, markedAt: null, markedBy: null });

    expect(await paperEvents()).toEqual([
      { event: 'paper_reader_marked', user_id: ada.userId },
      { event: 'paper_reader_marked', user_id: ben.userId },
      { event: 'paper_reader_marked', user_id: dee.userId },
      { event: 'paper_reader_unmarked', user_id: dee.userId },
    ]);
    const told = async (member: TestMember) =>
      (await ok<NotificationPage>(member, 'GET', '/api/notifications')).items
        .filter((item) => item.type === 'community_membership')
        .map((item) => item.title);
    expect(await told(ada)).toEqual(['Your statements from Paperton will be printed']);
    expect(await told(dee)).toEqual([
      'Your statements from Paperton are no longer printed',
      'Your statements from Paperton will be printed',
    ]);
  });

  it('refuses anyone but a coordinator, and a member of another community, changing and printing nothing', async () => {
    const before = await paperEvents();
    const refusals: Array<[TestMember, Method, string, number]> = [
      [ben, 'GET', '/api/communities/paperton/paper/members', 403],
      [ben, 'PUT', `/api/communities/paperton/paper/members/${ada.userId}`, 403],
      [ben, 'DELETE', `/api/communities/paperton/paper/members/${ada.userId}`, 403],
      [ben, 'GET', `/api/communities/paperton/paper/statements.pdf?month=${month}`, 403],
      [ben, 'GET', `/api/communities/paperton/paper/members/${ada.userId}/statement.pdf?month=${month}`, 403],
      [ben, 'GET', '/api/communities/paperton/paper/directory.pdf', 403],
      [outsider, 'GET', `/api/communities/paperton/paper/statements.pdf?month=${month}`, 403],
      [
        outsider,
        'GET',
        `/api/communities/paperton/paper/members/${outsider.userId}/statement.pdf?month=${month}`,
        403,
      ],
      [owner, 'PUT', `/api/communities/paperton/paper/members/${outsider.userId}`, 404],
    ];
    for (const [member, method, url, status] of refusals) {
      const response = await call(member, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.headers['content-type']).not.toBe('application/pdf');
    }
    expect(await paperEvents()).toEqual(before);
  });

  it('answers a bad month with a 400 in the reader’s language, never a 500', async () => {
    const months = [
      '2026-13',
      '2026-1',
      '26-01',
      'march',
      '2026-01%00',
      '%00',
      '',
      '2026-01-01',
      '2999-01',
      '2099-01',
    ];
    for (const bad of months) {
      for (const url of [
        `/api/communities/paperton/paper/statements.pdf?month=${bad}`,
        `/api/communities/paperton/paper/members/${ada.userId}/statement.pdf?month=${bad}`,
        `/api/me/statement.pdf?month=${bad}`,
      ]) {
        const response = await call(owner, 'GET', url);
        expect(response.statusCode, url).toBe(400);
      }
    }
    expect((await call(owner, 'GET', '/api/communities/paperton/paper/statements.pdf')).statusCode).toBe(400);
    const german = await call(owner, 'GET', '/api/me/statement.pdf?month=2026-1', undefined, 'de');
    expect(JSON.stringify(german.json())).toContain('Wähle einen Monat im Format JJJJ-MM');
    const future = await call(owner, 'GET', '/api/me/statement.pdf?month=2099-01', undefined, 'fr');
    expect(JSON.stringify(future.json())).toContain('Choisissez un mois déjà commencé');
  });

  it('prints the month’s statements of the members who read paper, each on its own page, adding up to the ledger', async () => {
    const batch = await pdf(owner, `/api/communities/paperton/paper/statements.pdf?month=${month}`);
    const pages = await pdfPages(batch);
    // Ada's and Ben's statements, each starting a page; Dee is no longer marked.
    const adaPage = pages.findIndex((page) => page.includes('SkillCoin statement Ada Ink'));
    const benPage = pages.findIndex((page) => page.includes('SkillCoin statement Ben Quill'));
    expect(adaPage).toBe(0);
    expect(benPage).toBeGreaterThan(adaPage);
    expect(pages.join(' ')).not.toContain('Dee Blocker');

    const ada$ = pages.slice(adaPage, benPage).join(' ');
    const adaBalance = (await kit.balanceOf(ada)).balance;
    // Starter grant 2 SC, then 2 h taught less the 10 % levy: 2 + 2 - 0.2 = 3.8.
    expect(adaBalance).toBe(3.8);
    expect(ada$).toContain('Community: Paperton');
    expect(ada$).toMatch(/Balance on [A-Z][a-z]+ 1, \d{4}/);
    expect(ada$).toMatch(/Starter grant from the community fund 2 SC 2 SC/);
    expect(ada$).toContain('Ben Quill Cooking in Paperton, recorded by Olive Paper');
    expect(ada$).toMatch(/Levy to the fund of Paperton 0\.2 SC/);
    expect(ada$).toContain(`Balance at the end of`);
    expect(ada$).toMatch(new RegExp(`Balance at the end of [^0-9]+ \\d{4} ${adaBalance} SC`));

    const ben$ = pages.slice(benPage).join(' ');
    const benBalance = (await kit.balanceOf(ben)).balance;
    expect(benBalance).toBe(0);
    expect(ben$).toContain('Ada Ink Cooking in Paperton, recorded by Olive Paper');
    expect(ben$).toMatch(new RegExp(`Balance at the end of [^0-9]+ \\d{4} 0 SC`));
    expect(await paperEvents()).toContainEqual({ event: 'paper_statements_printed', user_id: null });
  });

  it('lets a member print their own statement, here or from their SkillCoin page; a past month opens with its balance', async () => {
    const own = await pdfText(
      await pdf(ben, `/api/communities/paperton/paper/members/${ben.userId}/statement.pdf?month=${month}`),
    );
    expect(own).toContain('SkillCoin statement Ben Quill');
    const mine = await pdfText(await pdf(ada, `/api/me/statement.pdf?month=${month}`));
    expect(mine).toContain('SkillCoin statement Ada Ink');
    expect(mine).not.toContain('Community:');
    const past = await pdfText(await pdf(ada, `/api/me/statement.pdf?month=${previousMonth(new Date())}`));
    expect(past).toContain('No SkillCoin moved this month.');
    expect(past).toMatch(/Balance at the end of [^0-9]+ \d{4} 0 SC/);
    const byCoordinator = await pdfText(
      await pdf(owner, `/api/communities/paperton/paper/members/${ada.userId}/statement.pdf?month=${month}`),
    );
    expect(byCoordinator).toContain('SkillCoin statement Ada Ink');
  });

  it('prints the directory: listed members with what they offer and want, reached through the coordinators', async () => {
    const text = await pdfText(await pdf(owner, '/api/communities/paperton/paper/directory.pdf'));
    expect(text).toContain('Members’ directory: Paperton');
    expect(text).toContain('Olive Paper');
    expect(text).toContain('Ada Ink, Leeds Offers: Knitting Wants: Gardening');
    // Ben hides his location: his name and skills only, never a street.
    expect(text).toContain('Ben Quill Offers: Gardening Wants: Knitting');
    expect(text).not.toContain('Otley');
    expect(text).not.toContain('Hidden Street');
    // Cy's profile is private; Dee blocked the coordinator.
    expect(text).not.toContain('Cy Private');
    expect(text).not.toContain('Dee Blocker');
    expect(await paperEvents()).toContainEqual({ event: 'paper_directory_printed', user_id: null });
  });

  // ADR 192: a statement speaks its member's language, whoever prints it; the directory the requester's.
  it('prints a statement in the language its member chose: Spanish words and numbers, Arabic right to left', async () => {
    const speaker = async (fullName: string, language: string) => {
      const joined = await kit.joinMember(fullName);
      await ok(joined, 'PUT', '/api/me/language', { language });
      await ok(joined, 'POST', '/api/communities/paperton/join', {});
      await ok(owner, 'PUT', `/api/communities/paperton/paper/members/${joined.userId}`);
      return joined;
    };
    const lucia = await speaker('Lucía Papel', 'es');
    const amal = await speaker('Amal Haddad', 'ar');
    // Lucía teaches Amal 1.5 hours; the community keeps 10 % of them.
    await ok(owner, 'POST', '/api/communities/paperton/recorded-exchanges', {
      teacherIds: [lucia.userId],
      learnerIds: [amal.userId],
      hours: 1.5,
      category: 'Cooking',
      happenedOn: new Date().toISOString().slice(0, 10),
    });
    const luciaBalance = (await kit.balanceOf(lucia)).balance;
    expect(luciaBalance).toBe(3.35);
    const spanishMonth = new Date().toLocaleDateString('es', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });

    // Lucía prints her own, with an English browser: Spanish, as she chose.
    const own = await pdfText(
      await pdf(
        lucia,
        `/api/communities/paperton/paper/members/${lucia.userId}/statement.pdf?month=${month}`,
      ),
    );
    expect(own).toContain('Extracto de SkillCoin Lucía Papel');
    expect(own).toContain(`Mes: ${spanishMonth}`);
    expect(own).toContain('Comunidad: Paperton');
    expect(own).toContain('Ayuda inicial del fondo de la comunidad');
    expect(own).toContain('Amal Haddad Cooking en Paperton, registrado por Olive Paper 1,5 SC');
    expect(own).toContain(`Saldo al final de ${spanishMonth} 3,35 SC`);
    expect(own).not.toContain('Balance');

    // The coordinator's batch (asked for in English): each statement in its member's language.
    const pages = await pdfPages(
      await pdf(owner, `/api/communities/paperton/paper/statements.pdf?month=${month}`),
    );
    const luciaPage = pages.find(
      (page) => page.includes('Lucía Papel') && page.includes('Extracto de SkillCoin'),
    );
    expect(luciaPage).toContain('Saldo al final de');
    const amalPage = pages.find(
      (page) =>
        page.includes('Amal Haddad') && !page.includes('Extracto') && !page.includes('SkillCoin statement'),
    );
    expect(amalPage).toBeDefined();
    expect(amalPage).toContain('كشف');
    expect(amalPage).toContain('SkillCoin');
    expect(amalPage).not.toContain('Balance');
    expect(pages.find((page) => page.includes('Ada Ink'))).toContain('SkillCoin statement');

    // Amal's own, from her SkillCoin page: Arabic words, her balance as Intl writes it in Arabic.
    const amalBalance = (await kit.balanceOf(amal)).balance;
    const arabic = await pdfText(await pdf(amal, `/api/me/statement.pdf?month=${month}`));
    expect(arabic).toContain('كشف');
    expect(arabic).toContain('الرصيد');
    expect(arabic).toContain(
      `${new Intl.NumberFormat('ar', { maximumFractionDigits: 2 }).format(amalBalance)} SC`,
    );
    expect(arabic).not.toContain('Balance');
  });

  it('prints the directory in the language of the request', async () => {
    const french = await call(owner, 'GET', '/api/communities/paperton/paper/directory.pdf', undefined, 'fr');
    expect(french.statusCode).toBe(200);
    const text = await pdfText(french.rawPayload);
    expect(text).toContain('Annuaire des membres : Paperton');
    expect(text).toContain('Comment joindre un membre');
    expect(text).toContain('Ada Ink, Leeds Propose : Knitting Recherche : Gardening');
    expect(text).not.toContain('Offers');
    const arabic = await call(owner, 'GET', '/api/communities/paperton/paper/directory.pdf', undefined, 'ar');
    const words = await pdfText(arabic.rawPayload);
    expect(words).toContain('دليل');
    expect(words).toContain('Ada Ink');
    expect(words).toContain('Knitting');
    expect(words).not.toContain('Offers');
  });
});
