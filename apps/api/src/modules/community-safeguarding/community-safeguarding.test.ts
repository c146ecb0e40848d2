import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExchangeImportResult,
  RecordedExchange,
  RecordedExchangePage,
} from '@skillswap/contracts/community-economy/schemas';
import type {
  MemberFlag,
  MemberReferenceChecks,
  MemberVetting,
  OwnSafeguarding,
  ReferenceCheckedMembers,
  SafeguardingOverview,
} from '@skillswap/contracts/community-safeguarding/schemas';
import type { Balance } from '@skillswap/contracts/ledger/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { createCoordinatedCommunity } from '../communities/communities.test-helper.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// ADR 178: vetting and flags kept by a community's coordinators, the badge everyone else
// sees, and the community's safeguarding requirements on the exchanges its coordinators record.

describe(`safeguarding in a community on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const { call, ok } = memberCalls(() => harness.app);
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await harness.database.db.execute<{ n: string }>(query)).rows[0]!.n);
  const vettingRows = () => count(sql`SELECT count(*) AS n FROM member_vettings`);
  const flagRows = () => count(sql`SELECT count(*) AS n FROM member_flags`);
  const auditEvents = async (memberId: string) =>
    (
      await harness.database.db.execute<{ event: string }>(
        sql`SELECT event FROM audit_log WHERE user_id = ${memberId} AND event LIKE 'member_%' ORDER BY id`,
      )
    ).rows.map((row) => row.event);
  const titles = async (member: TestMember) =>
    (await ok<NotificationPage>(member, 'GET', '/api/notifications')).items.map((item) => item.title);
  const available = async (member: TestMember) =>
    (await ok<Balance>(member, 'GET', '/api/ledger/balance')).available;

  /** A community with an owner, a second coordinator and the given members, all active. */
  const community = (slug: string, memberNames: string[]) =>
    createCoordinatedCommunity(ok, { slug, memberNames, joinMember: (name) => kit.joinMember(name) });

  const vetting = (slug: string, memberId: string) =>
    `/api/communities/${slug}/safeguarding/vetting/${memberId}`;
  const flag = (slug: string, memberId: string) => `/api/communities/${slug}/safeguarding/flags/${memberId}`;

  it('records, updates and withdraws vetting: the member reads their record and is told, others see only the badge', async () => {
    const { owner, coordinator, members } = await community('elm-bank', ['Ana Elm', 'Ben Elm']);
    const [ana, ben] = members as [TestMember, TestMember];

    const recorded = await ok<MemberVetting>(coordinator, 'PUT', vetting('elm-bank', ana.userId), {
      referencesCheckedOn: '2026-11-18',
      backgroundCheckedOn: null,
      backgroundExpiresOn: null,
      note: 'Two references, by phone',
    });
    expect(recorded).toMatchObject({
      referencesCheckedOn: '2026-11-18',
      referencesCheckedBy: { id: coordinator.userId, fullName: 'Cora elm-bank' },
      backgroundCheckedOn: null,
      backgroundCheckedBy: null,
      note: 'Two references, by phone',
      referenceChecked: true,
      updatedBy: { id: coordinator.userId },
    });
    expect(await titles(ana)).toContain('A coordinator recorded your vetting in elm-bank');

    // The member reads their own record; the details are for coordinators and the member only.
    const own = await ok<OwnSafeguarding>(ana, 'GET', '/api/communities/elm-bank/safeguarding/me');
    expect(own).toEqual({ vetting: recorded, approvalNeeded: false });
    expect((await call(ben, 'GET', '/api/communities/elm-bank/safeguarding')).statusCode).toBe(403);
    const overview = await ok<SafeguardingOverview>(owner, 'GET', '/api/communities/elm-bank/safeguarding');
    expect(overview.items).toEqual([
      { member: { id: ana.userId, fullName: 'Ana Elm' }, vetting: recorded, flag: null },
    ]);

    // Everyone else: the badge, in the member list and on the profile, and nothing more.
    expect(
      await ok<ReferenceCheckedMembers>(ben, 'GET', '/api/communities/elm-bank/reference-checked'),
    ).toEqual({ memberIds: [ana.userId] });
    const stranger = await kit.joinMember('Sol Stranger');
    expect(
      await ok<MemberReferenceChecks>(stranger, 'GET', `/api/profiles/${ana.userId}/reference-checks`),
    ).toEqual({ communities: [{ slug: 'elm-bank', name: 'elm-bank' }] });
    expect(
      await ok<MemberReferenceChecks>(stranger, 'GET', `/api/profiles/${ben.userId}/reference-checks`),
    ).toEqual({ communities: [] });

    // The owner adds a background check: who checked the references stays; the owner checked the background.
    const updated = await ok<MemberVetting>(owner, 'PUT', vetting('elm-bank', ana.userId), {
      referencesCheckedOn: '2026-11-18',
      backgroundCheckedOn: '2025-11-01',
      backgroundExpiresOn: '2026-11-20',
      note: 'Background check seen',
    });
    expect(updated).toMatchObject({
      referencesCheckedBy: { id: coordinator.userId },
      backgroundCheckedBy: { id: owner.userId },
      backgroundExpiresOn: '2026-11-20',
      // The background check expires today: no badge any more.
      referenceChecked: false,
    });
    expect(
      await ok<ReferenceCheckedMembers>(ben, 'GET', '/api/communities/elm-bank/reference-checked'),
    ).toEqual({ memberIds: [] });
    await ok(owner, 'PUT', vetting('elm-bank', ana.userId), {
      referencesCheckedOn: '2026-11-18',
      backgroundCheckedOn: '2026-11-19',
      backgroundExpiresOn: '2029-11-19',
    });
    expect(
      await ok<ReferenceCheckedMembers>(ben, 'GET', '/api/communities/elm-bank/reference-checked'),
    ).toEqual({ memberIds: [ana.userId] });
    expect(await titles(ana)).toContain('Your vetting in elm-bank was updated');

    await ok(coordinator, 'DELETE', vetting('elm-bank', ana.userId));
    expect(
      await ok<ReferenceCheckedMembers>(ben, 'GET', '/api/communities/elm-bank/reference-checked'),
    ).toEqual({ memberIds: [] });
    expect(await ok<OwnSafeguarding>(ana, 'GET', '/api/communities/elm-bank/safeguarding/me')).toEqual({
      vetting: null,
      approvalNeeded: false,
    });
    expect(await titles(ana)).toContain('Your vetting in elm-bank was withdrawn');
    expect((await call(coordinator, 'DELETE', vetting('elm-bank', ana.userId))).statusCode).toBe(404);
    expect(await auditEvents(ana.userId)).toEqual([
      'member_vetting_recorded',
      'member_vetting_changed',
      'member_vetting_changed',
      'member_vetting_withdrawn',
    ]);
  });

  it('flags a member: the reason stays with coordinators, the member is told in neutral words, unflagging tells them too', async () => {
    const { coordinator, members } = await community('ash-bank', ['Ana Ash', 'Ben Ash']);
    const [ana, ben] = members as [TestMember, TestMember];
    const flagged = await ok<MemberFlag>(coordinator, 'PUT', flag('ash-bank', ana.userId), {
      reason: 'Complaint from a learner in October',
    });
    expect(flagged).toMatchObject({
      reason: 'Complaint from a learner in October',
      flaggedBy: { id: coordinator.userId },
    });
    const told = (await ok<NotificationPage>(ana, 'GET', '/api/notifications')).items[0]!;
    expect(told.title).toBe('A coordinator will approve your exchanges in ash-bank');
    expect(JSON.stringify(told)).not.toContain('Complaint');
    expect(await ok<OwnSafeguarding>(ana, 'GET', '/api/communities/ash-bank/safeguarding/me')).toEqual({
      vetting: null,
      approvalNeeded: true,
    });
    const overview = await ok<SafeguardingOverview>(
      coordinator,
      'GET',
      '/api/communities/ash-bank/safeguarding',
    );
    expect(overview.items).toMatchObject([{ member: { id: ana.userId }, vetting: null, flag: flagged }]);
    // Another member sees neither the flag nor anything about it.
    expect((await call(ben, 'GET', '/api/communities/ash-bank/safeguarding')).statusCode).toBe(403);

    await ok(coordinator, 'PUT', flag('ash-bank', ana.userId), { reason: 'Reason reworded' });
    await ok(coordinator, 'DELETE', flag('ash-bank', ana.userId));
    expect(await titles(ana)).toContain(
      'Your exchanges in ash-bank no longer wait for a coordinator’s approval',
    );
    expect((await call(coordinator, 'DELETE', flag('ash-bank', ana.userId))).statusCode).toBe(404);
    expect(await auditEvents(ana.userId)).toEqual([
      'member_flagged',
      'member_flag_changed',
      'member_unflagged',
    ]);
  });

  it('lets only the community’s coordinators vet, flag or set requirements, never on themselves: 403, nothing changed', async () => {
    const { owner, coordinator, members } = await community('oak-bank', ['Ana Oak', 'Ben Oak']);
    const [ana, ben] = members as [TestMember, TestMember];
    const other = await community('pine-bank', []);
    const outsider = await kit.joinMember('Otto Outside');
    const goodVetting = {
      referencesCheckedOn: '2026-11-18',
      backgroundCheckedOn: null,
      backgroundExpiresOn: null,
    };
    await ok(coordinator, 'PUT', flag('oak-bank', ben.userId), { reason: 'Kept for the test' });
    await ok(coordinator, 'PUT', vetting('oak-bank', ben.userId), goodVetting);
    const [vettingsBefore, flagsBefore] = [await vettingRows(), await flagRows()];
    const rulesBefore = await ok(ana, 'GET', '/api/communities/oak-bank/rules');

    const attempts: [TestMember, Method, string, object | undefined][] = [];
    for (const actor of [ana, other.owner, other.coordinator, outsider]) {
      attempts.push(
        [actor, 'PUT', vetting('oak-bank', ana.userId), goodVetting],
        [actor, 'DELETE', vetting('oak-bank', ben.userId), undefined],
        [actor, 'PUT', flag('oak-bank', ana.userId), { reason: 'No' }],
        [actor, 'DELETE', flag('oak-bank', ben.userId), undefined],
        [actor, 'GET', '/api/communities/oak-bank/safeguarding', undefined],
        [
          actor,
          'PUT',
          '/api/communities/oak-bank/rules',
          { creditFloor: null, balanceCap: null, levyPercent: 0, requireVettingInPerson: true },
        ],
      );
    }
    for (const [actor, method, url, payload] of attempts) {
      const response = await call(actor, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    // Coordinators never vet or flag themselves.
    for (const [actor, method, url, payload] of [
      [coordinator, 'PUT', vetting('oak-bank', coordinator.userId), goodVetting],
      [owner, 'PUT', flag('oak-bank', owner.userId), { reason: 'Myself' }],
      [coordinator, 'DELETE', vetting('oak-bank', coordinator.userId), undefined],
    ] as [TestMember, Method, string, object | undefined][]) {
      const response = await call(actor, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'own_cause' });
    }
    // A member of another community cannot be vetted through this one.
    expect(
      (await call(coordinator, 'PUT', vetting('oak-bank', outsider.userId), goodVetting)).statusCode,
    ).toBe(404);
    expect([await vettingRows(), await flagRows()]).toEqual([vettingsBefore, flagsBefore]);
    expect(await ok(ana, 'GET', '/api/communities/oak-bank/rules')).toEqual(rulesBefore);
    expect(await auditEvents(ana.userId)).toEqual([]);
  });

  it('refuses bad vetting and flags with a clear 400 in the member’s language, and changes nothing', async () => {
    const { coordinator, members } = await community('yew-bank', ['Ana Yew']);
    const [ana] = members as [TestMember];
    const base = { referencesCheckedOn: '2026-11-18', backgroundCheckedOn: null, backgroundExpiresOn: null };
    const cases: [object, string][] = [
      [
        { ...base, referencesCheckedOn: '18/11/2026' },
        'Enter the date the references were checked as YYYY-MM-DD',
      ],
      [
        { ...base, referencesCheckedOn: '2026-02-30' },
        'Enter the date the references were checked as YYYY-MM-DD',
      ],
      [{ ...base, referencesCheckedOn: null }, 'Record a reference check or a background check'],
      [
        { ...base, backgroundCheckedOn: '2026-11-01', backgroundExpiresOn: '2026-10-01' },
        'The expiry date must be after the date of the check',
      ],
      [
        { ...base, backgroundCheckedOn: '2026-11-01' },
        'A background check needs both the date it was done and the date it expires',
      ],
      [
        { ...base, backgroundExpiresOn: '2027-11-01' },
        'A background check needs both the date it was done and the date it expires',
      ],
      [{ ...base, note: 'Seen\u0000' }, 'Must not contain control characters'],
      [{ ...base, note: 'x'.repeat(501) }, 'Keep the note under 500 characters'],
      [
        { ...base, referencesCheckedOn: '2026-12-01' },
        'The references cannot have been checked in the future',
      ],
      [
        { ...base, backgroundCheckedOn: '2026-12-01', backgroundExpiresOn: '2027-12-01' },
        'The background check cannot be dated in the future',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call(coordinator, 'PUT', vetting('yew-bank', ana.userId), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    for (const [payload, message] of [
      [{ reason: '' }, 'Say why the member is flagged'],
      [{ reason: 'Bad\u0000' }, 'Must not contain control characters'],
      [{ reason: 'x'.repeat(501) }, 'Keep the reason under 500 characters'],
    ] as [object, string][]) {
      const response = await call(coordinator, 'PUT', flag('yew-bank', ana.userId), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    // The same refusals in the other languages.
    const expired = { ...base, backgroundCheckedOn: '2026-11-01', backgroundExpiresOn: '2026-10-01' };
    const french = await call(coordinator, 'PUT', vetting('yew-bank', ana.userId), expired, 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json<{ message: string }>().message).not.toBe(
      'The expiry date must be after the date of the check',
    );
    const future = { ...base, referencesCheckedOn: '2026-12-01' };
    for (const language of ['fr', 'es', 'de', 'ar', 'pt-BR']) {
      const response = await call(coordinator, 'PUT', vetting('yew-bank', ana.userId), future, language);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message, language).not.toBe(
        'The references cannot have been checked in the future',
      );
    }
    expect(await ok<OwnSafeguarding>(ana, 'GET', '/api/communities/yew-bank/safeguarding/me')).toEqual({
      vetting: null,
      approvalNeeded: false,
    });
    expect(await auditEvents(ana.userId)).toEqual([]);
  });

  describe('requirements on exchanges its coordinators record', () => {
    const record = (coordinator: TestMember, slug: string, payload: object) =>
      call(coordinator, 'POST', `/api/communities/${slug}/recorded-exchanges`, {
        category: 'Cooking',
        happenedOn: '2026-11-18',
        hours: 1,
        ...payload,
      });
    const rules = (coordinator: TestMember, slug: string, switches: object) =>
      ok(coordinator, 'PUT', `/api/communities/${slug}/rules`, {
        creditFloor: null,
        balanceCap: null,
        levyPercent: 0,
        ...switches,
      });
    const exchanges = () => count(sql`SELECT count(*) AS n FROM recorded_exchanges`);

    it('refuses an in-person exchange with an unvetted member, naming them, when the community requires vetting', async () => {
      const { owner, coordinator, members } = await community('birch-bank', ['Ana Birch', 'Ben Birch']);
      const [ana, ben] = members as [TestMember, TestMember];
      await rules(owner, 'birch-bank', { requireVettingInPerson: true });
      // The switches stay when a later change of rules leaves them out.
      await rules(owner, 'birch-bank', { levyPercent: 0 });
      expect(await ok(ana, 'GET', '/api/communities/birch-bank/rules')).toMatchObject({
        requireVettingInPerson: true,
        requireAccompaniedFirst: false,
        requireFlaggedApproval: false,
      });
      await ok(coordinator, 'PUT', vetting('birch-bank', ana.userId), {
        referencesCheckedOn: '2026-11-01',
        backgroundCheckedOn: null,
        backgroundExpiresOn: null,
      });
      const before = await exchanges();
      const refused = await record(coordinator, 'birch-bank', {
        teacherIds: [ana.userId],
        learnerIds: [ben.userId],
        inPerson: true,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        'Ben Birch has no current reference check, and birch-bank requires vetting before exchanges in person.',
      );
      expect(await exchanges()).toBe(before);
      // Online, it is recorded; vetted, in person too.
      const online = await record(coordinator, 'birch-bank', {
        teacherIds: [ana.userId],
        learnerIds: [ben.userId],
      });
      expect(online.statusCode, online.body).toBe(201);
      await ok(coordinator, 'PUT', vetting('birch-bank', ben.userId), {
        referencesCheckedOn: '2026-11-01',
        backgroundCheckedOn: null,
        backgroundExpiresOn: null,
      });
      const inPerson = await record(coordinator, 'birch-bank', {
        teacherIds: [ana.userId],
        learnerIds: [ben.userId],
        inPerson: true,
      });
      expect(inPerson.statusCode, inPerson.body).toBe(201);
      expect(inPerson.json<RecordedExchange>()).toMatchObject({ inPerson: true, status: 'recorded' });
    });

    it('requires a third member at a member’s first exchange, records and shows who accompanied it', async () => {
      const { owner, coordinator, members } = await community('lime-bank', [
        'Ana Lime',
        'Ben Lime',
        'Cleo Lime',
      ]);
      const [ana, ben, cleo] = members as [TestMember, TestMember, TestMember];
      await rules(coordinator, 'lime-bank', { requireAccompaniedFirst: true });
      const before = await exchanges();
      const alone = await record(coordinator, 'lime-bank', {
        teacherIds: [ana.userId],
        learnerIds: [ben.userId],
      });
      expect(alone.statusCode).toBe(409);
      expect(alone.json<{ message: string }>().message).toBe(
        'This is Ana Lime’s first exchange in lime-bank, which must be accompanied: name the third member who was there.',
      );
      const byParty = await record(coordinator, 'lime-bank', {
        teacherIds: [ana.userId],
        learnerIds: [ben.userId],
        accompaniedById: ben.userId,
      });
      expect(byParty.statusCode).toBe(400);
      const outsider = await kit.joinMember('Otto Lime');
      const byOutsider = await record(coordinator, 'lime-bank', {
        teacherIds: [ana.userId],
        learnerIds: [ben.userId],
        accompaniedById: outsider.userId,
      });
      expect(byOutsider.statusCode).toBe(400);
      expect(byOutsider.json<{ message: string }>().message).toBe(
        'The accompanying member must be an active member of the community',
      );
      expect(await exchanges()).toBe(before);

      const accompanied = await record(coordinator, 'lime-bank', {
        teacherIds: [ana.userId],
        learnerIds: [ben.userId],
        accompaniedById: cleo.userId,
      });
      expect(accompanied.statusCode, accompanied.body).toBe(201);
      expect(accompanied.json<RecordedExchange>().accompaniedBy).toEqual({
        id: cleo.userId,
        fullName: 'Cleo Lime',
      });
      const listed = await ok<RecordedExchangePage>(
        ben,
        'GET',
        '/api/communities/lime-bank/recorded-exchanges',
      );
      expect(listed.items[0]!.accompaniedBy).toMatchObject({ fullName: 'Cleo Lime' });
      // Their second exchange needs no one; Cleo's first does.
      expect(
        (await record(owner, 'lime-bank', { teacherIds: [ben.userId], learnerIds: [ana.userId] })).statusCode,
      ).toBe(201);
      const cleoFirst = await record(owner, 'lime-bank', {
        teacherIds: [cleo.userId],
        learnerIds: [ana.userId],
      });
      expect(cleoFirst.statusCode).toBe(409);
      expect(cleoFirst.json<{ message: string }>().message).toContain('Cleo Lime');
    });

    it('holds a flagged member’s exchange for a second coordinator: nothing moves until approved; refused, nothing moves', async () => {
      const { owner, coordinator, members } = await community('fir-bank', ['Ana Fir', 'Ben Fir']);
      const [ana, ben] = members as [TestMember, TestMember];
      await rules(owner, 'fir-bank', { requireFlaggedApproval: true });
      await ok(owner, 'PUT', flag('fir-bank', ben.userId), { reason: 'New, unknown to us' });
      const [anaBefore, benBefore] = [await available(ana), await available(ben)];

      const pending = await record(coordinator, 'fir-bank', {
        teacherIds: [ana.userId],
        learnerIds: [ben.userId],
      });
      expect(pending.statusCode, pending.body).toBe(201);
      const exchange = pending.json<RecordedExchange>();
      expect(exchange).toMatchObject({ status: 'awaiting_approval', approvalBy: null });
      expect([await available(ana), await available(ben)]).toEqual([anaBefore, benBefore]);
      expect(await titles(ben)).toContain(
        'An exchange recorded for you in fir-bank waits for a coordinator’s approval',
      );
      expect(await titles(owner)).toContain('A recorded exchange in fir-bank waits for your approval');
      const approval = `/api/communities/fir-bank/recorded-exchanges/${exchange.id}/approval`;
      const dispute = await call(
        ben,
        'POST',
        `/api/communities/fir-bank/recorded-exchanges/${exchange.id}/dispute`,
        {
          reason: 'It has not been approved yet',
        },
      );
      expect(dispute.statusCode).toBe(409);

      // Not by the coordinator who recorded it, nor by a member, nor by another community's coordinator.
      expect((await call(coordinator, 'POST', approval, { decision: 'approved' })).statusCode).toBe(403);
      expect((await call(ana, 'POST', approval, { decision: 'approved' })).statusCode).toBe(403);
      const other = await community('spruce-bank', []);
      expect((await call(other.owner, 'POST', approval, { decision: 'approved' })).statusCode).toBe(403);
      expect((await call(owner, 'POST', approval, { decision: 'maybe' })).statusCode).toBe(400);
      expect([await available(ana), await available(ben)]).toEqual([anaBefore, benBefore]);

      const approved = await ok<RecordedExchange>(owner, 'POST', approval, { decision: 'approved' });
      expect(approved).toMatchObject({ status: 'recorded', approvalBy: { id: owner.userId } });
      expect(approved.disputeUntil).toBe('2026-11-27T09:00:00.000Z');
      expect([await available(ana), await available(ben)]).toEqual([anaBefore + 1, benBefore - 1]);
      expect((await call(owner, 'POST', approval, { decision: 'refused' })).statusCode).toBe(409);

      const second = (
        await record(coordinator, 'fir-bank', { teacherIds: [ben.userId], learnerIds: [ana.userId] })
      ).json<RecordedExchange>();
      const refused = await ok<RecordedExchange>(
        owner,
        'POST',
        `/api/communities/fir-bank/recorded-exchanges/${second.id}/approval`,
        { decision: 'refused' },
      );
      expect(refused.status).toBe('refused');
      expect([await available(ana), await available(ben)]).toEqual([anaBefore + 1, benBefore - 1]);
      expect(await titles(coordinator)).toContain('A recorded exchange in fir-bank was refused');
      const audit = await harness.database.db.execute<{ event: string }>(
        sql`SELECT event FROM audit_log WHERE actor_id = ${owner.userId} AND event LIKE 'recorded_exchange_%' ORDER BY id`,
      );
      expect(audit.rows.map((row) => row.event)).toEqual([
        'recorded_exchange_approved',
        'recorded_exchange_refused',
      ]);

      // An import cannot wait for approval: a flagged member's row is a problem.
      const preview = await ok<ExchangeImportResult>(
        owner,
        'POST',
        '/api/communities/fir-bank/recorded-exchanges/import',
        {
          csv: `date,teacher_email,learner_email,hours,category\n2026-10-01,${ana.email},${ben.email},1,Cooking\n`,
        },
      );
      expect(preview.problems).toEqual([{ line: 2, problem: 'flagged_member' }]);
    });
  });
});
