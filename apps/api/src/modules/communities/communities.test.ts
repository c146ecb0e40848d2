import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommunityDashboard,
  CommunityDetail,
  CommunityFund,
  CommunityList,
  CommunityMembers,
  CommunitySummary,
  JoinDecisionPage,
} from '@skillswap/contracts/communities/schemas';
import type { Balance } from '@skillswap/contracts/ledger/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { exploreRoutes } from '@skillswap/contracts/explore/routes';

// Threats T68 and T69 (docs/auth-threat-model.md, ADRs 98 and 99): private communities do not reveal that
// they exist, and the community fund can be neither drained nor minted.

describe(`communities on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const community = (name: string, extra: object = {}) => ({
    name,
    description: `${name} swaps skills on Thursdays.`,
    isOnline: false,
    city: 'Lisbon',
    visibility: 'public',
    joinRule: 'open',
    ...extra,
  });
  const create = async (owner: TestMember, payload: object) =>
    (await ok<{ data: CommunitySummary }>(owner, 'POST', '/api/communities', payload)).data;
  const page = async (member: TestMember, slug: string, query = '') =>
    (await ok<{ data: CommunityDetail }>(member, 'GET', `/api/communities/${slug}${query}`)).data;
  const members = async (member: TestMember, slug: string) =>
    (await ok<CommunityMembers>(member, 'GET', `/api/communities/${slug}/members`)).items;
  const balance = async (member: TestMember) =>
    (await ok<Balance>(member, 'GET', '/api/ledger/balance')).available;

  it('lets a verified member create a community they own, with a page at its slug; refuses bad input clearly', async () => {
    const ana = await kit.joinMember('Ana Quillon');
    const created = await create(ana, community('Quillon Makers'));
    expect(created).toMatchObject({
      slug: 'quillon-makers',
      name: 'Quillon Makers',
      city: 'Lisbon',
      visibility: 'public',
      joinRule: 'open',
      memberCount: 1,
      myRole: 'owner',
      myStatus: 'active',
    });
    const shown = await page(ana, 'quillon-makers');
    expect(shown).toMatchObject({ name: 'Quillon Makers', myRole: 'owner', pendingCount: 0 });
    expect(shown.inviteToken).toEqual(expect.any(String));

    const taken = await call(ana, 'POST', '/api/communities', community('Quillon makers!'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toContain('/c/quillon-makers is taken');

    const unverified = await signUpMember(harness.app, { verified: false });
    const refused = await call(unverified, 'POST', '/api/communities', community('Unverified Quillon'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_unverified' });

    const cases: Array<[object, string, string]> = [
      [{ isOnline: false, city: undefined }, 'city', 'Name the city of an in-person community'],
      [{ name: 'Q' }, 'name', 'Give the community a name of 3 characters or more'],
      [
        { joinRule: 'lottery' },
        'joinRule',
        'Choose how members join: open, by approval or by invitation link',
      ],
      [{ visibility: 'secret' }, 'visibility', 'Choose public or private'],
      [
        { slug: 'Bad Slug' },
        'slug',
        'Use lowercase letters, digits and single hyphens, like "riverside-makers"',
      ],
    ];
    for (const [change, path, message] of cases) {
      const response = await call(ana, 'POST', '/api/communities', community('Quillon Bad', change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<{ issues: object[] }>().issues).toContainEqual({ path, message });
    }
  });

  it('joins by the rule: open at once, approval after a coordinator decides, invitation only with the link', async () => {
    const owner = await kit.joinMember('Olga Brindle');
    const ben = await kit.joinMember('Ben Brindle');
    const cleo = await kit.joinMember('Cleo Brindle');
    await create(owner, community('Brindle Open'));
    await create(owner, community('Brindle Approval', { joinRule: 'approval' }));
    const invited = await create(owner, community('Brindle Invite', { joinRule: 'invitation' }));

    expect(await ok(ben, 'POST', '/api/communities/brindle-open/join', {})).toEqual({ status: 'active' });
    expect((await members(ben, 'brindle-open')).map((m) => [m.fullName, m.role])).toEqual([
      ['Olga Brindle', 'owner'],
      ['Ben Brindle', 'member'],
    ]);

    expect(await ok(ben, 'POST', '/api/communities/brindle-approval/join', {})).toEqual({
      status: 'pending',
    });
    expect(await ok(cleo, 'POST', '/api/communities/brindle-approval/join', {})).toEqual({
      status: 'pending',
    });
    // Only coordinators see who is waiting.
    expect((await members(cleo, 'brindle-approval')).map((m) => m.fullName)).toEqual(['Olga Brindle']);
    expect((await page(owner, 'brindle-approval')).pendingCount).toBe(2);
    const notCoordinator = await call(
      cleo,
      'POST',
      `/api/communities/brindle-approval/members/${ben.userId}/approve`,
    );
    expect(notCoordinator.statusCode).toBe(403);
    await ok(owner, 'POST', `/api/communities/brindle-approval/members/${ben.userId}/approve`);
    const afterDecline = await ok<CommunityMembers>(
      owner,
      'POST',
      `/api/communities/brindle-approval/members/${cleo.userId}/decline`,
    );
    expect(afterDecline.items.map((m) => [m.fullName, m.status])).toEqual([
      ['Olga Brindle', 'active'],
      ['Ben Brindle', 'active'],
    ]);
    expect((await page(cleo, 'brindle-approval')).myStatus).toBeNull();

    // Coordinators see who decided on each applicant, and when; members do not.
    const decisions = await ok<JoinDecisionPage>(
      owner,
      'GET',
      '/api/communities/brindle-approval/join-decisions',
    );
    expect(decisions.items.map((d) => [d.member?.fullName, d.decision, d.decidedBy?.fullName])).toEqual([
      ['Cleo Brindle', 'decline', 'Olga Brindle'],
      ['Ben Brindle', 'approve', 'Olga Brindle'],
    ]);
    expect(Number.isNaN(Date.parse(decisions.items[0]!.decidedAt))).toBe(false);
    const firstOnly = await ok<JoinDecisionPage>(
      owner,
      'GET',
      '/api/communities/brindle-approval/join-decisions?limit=1',
    );
    expect(firstOnly.items.map((d) => d.decision)).toEqual(['decline']);
    const rest = await ok<JoinDecisionPage>(
      owner,
      'GET',
      `/api/communities/brindle-approval/join-decisions?limit=1&cursor=${firstOnly.nextCursor}`,
    );
    expect(rest).toMatchObject({ items: [{ decision: 'approve' }], nextCursor: null });
    expect((await call(ben, 'GET', '/api/communities/brindle-approval/join-decisions')).statusCode).toBe(403);
    expect(
      (await ok<JoinDecisionPage>(owner, 'GET', '/api/communities/brindle-open/join-decisions')).items,
    ).toEqual([]);
    expect(
      (await call(owner, 'GET', '/api/communities/brindle-approval/join-decisions?cursor=x')).statusCode,
    ).toBe(400);

    const noLink = await call(ben, 'POST', '/api/communities/brindle-invite/join', {});
    expect(noLink.statusCode).toBe(403);
    expect(noLink.json<{ message: string }>().message).toContain('invitation link only');
    const token = (await page(owner, 'brindle-invite')).inviteToken!;
    expect(invited.slug).toBe('brindle-invite');
    expect(await ok(ben, 'POST', '/api/communities/brindle-invite/join', { invite: token })).toEqual({
      status: 'active',
    });
    // A replaced link stops working.
    await ok(owner, 'POST', '/api/communities/brindle-invite/invite');
    const stale = await call(cleo, 'POST', '/api/communities/brindle-invite/join', { invite: token });
    expect(stale.statusCode).toBe(403);
    expect(stale.json<{ message: string }>().message).toContain('no longer works');
  });

  it('lets members leave, coordinators remove members, and the owner name coordinators', async () => {
    const owner = await kit.joinMember('Owen Marl');
    const dan = await kit.joinMember('Dan Marl');
    const eve = await kit.joinMember('Eve Marl');
    await create(owner, community('Marl Circle'));
    await ok(dan, 'POST', '/api/communities/marl-circle/join', {});
    await ok(eve, 'POST', '/api/communities/marl-circle/join', {});

    const ownerLeaves = await call(owner, 'POST', '/api/communities/marl-circle/leave');
    expect(ownerLeaves.statusCode).toBe(409);
    const removeByMember = await call(
      eve,
      'POST',
      `/api/communities/marl-circle/members/${dan.userId}/remove`,
    );
    expect(removeByMember.statusCode).toBe(403);

    const promoted = await ok<CommunityMembers>(
      owner,
      'POST',
      `/api/communities/marl-circle/members/${dan.userId}/role`,
      {
        role: 'coordinator',
      },
    );
    expect(promoted.items.find((m) => m.id === dan.userId)?.role).toBe('coordinator');
    await ok(dan, 'POST', `/api/communities/marl-circle/members/${eve.userId}/remove`);
    const ownerRemoved = await call(
      dan,
      'POST',
      `/api/communities/marl-circle/members/${owner.userId}/remove`,
    );
    expect(ownerRemoved.statusCode).toBe(403);

    expect((await call(dan, 'POST', '/api/communities/marl-circle/leave')).statusCode).toBe(204);
    expect((await members(owner, 'marl-circle')).map((m) => [m.fullName, m.status])).toEqual([
      ['Owen Marl', 'active'],
      ['Eve Marl', 'removed'],
    ]);
    // A member who left may come back; one who was removed may not (product rules R8.2).
    expect(await ok(dan, 'POST', '/api/communities/marl-circle/join', {})).toEqual({ status: 'active' });
    expect((await call(eve, 'POST', '/api/communities/marl-circle/join', {})).statusCode).toBe(403);

    const audited = await harness.database.db.execute<{ event: string; details: { decision?: string } }>(
      sql`SELECT event, details FROM audit_log WHERE actor_id = ${dan.userId} ORDER BY id`,
    );
    expect(audited.rows.map((row) => [row.event, row.details.decision])).toEqual([
      ['community_member_decided', 'remove'],
    ]);
  });

  it('pins announcements to the top; only coordinators post and pin', async () => {
    const owner = await kit.joinMember('Pia Sorrel');
    const fred = await kit.joinMember('Fred Sorrel');
    await create(owner, community('Sorrel Street'));
    await ok(fred, 'POST', '/api/communities/sorrel-street/join', {});
    const first = (
      await ok<{ data: { id: string } }>(owner, 'POST', '/api/communities/sorrel-street/announcements', {
        body: 'Potluck on Friday',
      })
    ).data;
    clock.advance(60_000);
    await ok(owner, 'POST', '/api/communities/sorrel-street/announcements', {
      body: 'New tools in the shed',
    });
    expect((await page(fred, 'sorrel-street')).announcements.map((a) => [a.body, a.isPinned])).toEqual([
      ['New tools in the shed', false],
      ['Potluck on Friday', false],
    ]);
    await ok(owner, 'POST', `/api/communities/sorrel-street/announcements/${first.id}/pin`);
    expect((await page(fred, 'sorrel-street')).announcements.map((a) => [a.body, a.isPinned])).toEqual([
      ['Potluck on Friday', true],
      ['New tools in the shed', false],
    ]);
    expect(
      (await call(fred, 'POST', '/api/communities/sorrel-street/announcements', { body: 'Me too' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(fred, 'POST', `/api/communities/sorrel-street/announcements/${first.id}/unpin`)).statusCode,
    ).toBe(403);

    // The data export: Fred's membership; the owner's community, role and announcements,
    // no invitation secret.
    type Exported = {
      communityMemberships: { community: string; role: string; status: string }[];
      communitiesCreated: { slug: string }[];
      communityAnnouncements: { body: string }[];
    };
    const freds = await ok<Exported>(fred, 'GET', '/api/me/export');
    expect(freds.communityMemberships).toEqual([
      expect.objectContaining({ community: 'Sorrel Street', role: 'member', status: 'active' }),
    ]);
    expect(freds.communityAnnouncements).toEqual([]);
    const owners = await call(owner, 'GET', '/api/me/export');
    const ownersData = owners.json<Exported>();
    expect(ownersData.communitiesCreated.map((c) => c.slug)).toEqual(['sorrel-street']);
    expect(ownersData.communityAnnouncements.map((a) => a.body).sort()).toEqual([
      'New tools in the shed',
      'Potluck on Friday',
    ]);
    expect(owners.body).not.toMatch(/invite_?token/i);
  });

  it('T68: keeps a private community and its content to its members: 404 for anyone else, as if it did not exist', async () => {
    const owner = await kit.joinMember('Rita Vetch');
    const outsider = await kit.joinMember('Sam Vetch');
    const invitee = await kit.joinMember('Tia Vetch');
    await create(owner, community('Vetch Private', { visibility: 'private', joinRule: 'approval' }));
    const missing = await call(outsider, 'GET', '/api/communities/no-such-community');
    for (const path of ['', '/members', '/fund', '/dashboard']) {
      const response = await call(outsider, 'GET', `/api/communities/vetch-private${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual(
        path === '' ? missing.json() : expect.objectContaining({ code: 'not_found' }),
      );
    }
    expect((await call(outsider, 'POST', '/api/communities/vetch-private/join', {})).statusCode).toBe(404);
    const listed = await ok<CommunityList>(outsider, 'GET', '/api/communities?q=vetch');
    expect(listed.items).toEqual([]);

    const token = (await page(owner, 'vetch-private')).inviteToken!;
    const preview = await page(invitee, 'vetch-private', `?invite=${token}`);
    expect(preview).toMatchObject({ name: 'Vetch Private', myStatus: null, announcements: [], trade: null });
    expect((await call(invitee, 'GET', `/api/communities/vetch-private/members`)).statusCode).toBe(404);
    await ok(invitee, 'POST', '/api/communities/vetch-private/join', { invite: token });
    expect((await members(invitee, 'vetch-private')).map((m) => m.fullName)).toEqual([
      'Rita Vetch',
      'Tia Vetch',
    ]);
    const mine = await ok<CommunityList>(invitee, 'GET', '/api/communities?mine=true');
    expect(mine.items.map((c) => c.slug)).toContain('vetch-private');
  });

  async function assertLedgerBalances() {
    const result = await harness.database.db.execute<{
      unbalanced: string | number;
      negative_funds: string | number;
      total: string | number;
    }>(sql`
      SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_movements) AS total,
        (SELECT count(*) FROM (SELECT transfer_id FROM ledger_movements GROUP BY transfer_id
          HAVING sum(amount) <> 0) t) AS unbalanced,
        (SELECT count(*) FROM (SELECT a.id FROM ledger_accounts a JOIN ledger_movements m ON m.account_id = a.id
          WHERE a.kind = 'community_fund' GROUP BY a.id HAVING sum(m.amount) < 0) f) AS negative_funds`);
    expect(Number(result.rows[0]!.unbalanced)).toBe(0);
    expect(Number(result.rows[0]!.negative_funds)).toBe(0);
    // One global ledger: every SkillCoin that left an account arrived in another.
    expect(Number(result.rows[0]!.total)).toBe(0);
  }

  it('T69: moves donations and grants through the double-entry ledger; the fund never goes negative, gifts never on credit', async () => {
    const owner = await kit.joinMember('Uma Tansy');
    const giver = await kit.joinMember('Vic Tansy');
    const newcomer = await kit.joinMember('Wes Tansy');
    const outsider = await kit.joinMember('Xan Tansy');
    await create(owner, community('Tansy Bank'));
    await ok(giver, 'POST', '/api/communities/tansy-bank/join', {});
    await ok(newcomer, 'POST', '/api/communities/tansy-bank/join', {});
    const giverBefore = await balance(giver);
    expect(giverBefore).toBe(2);

    const tooMuch = await call(giver, 'POST', '/api/communities/tansy-bank/fund/donations', { amount: 2.5 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'insufficient_credit' });
    expect(tooMuch.json<{ message: string }>().message).toContain('never made on credit');
    const zero = await call(giver, 'POST', '/api/communities/tansy-bank/fund/donations', { amount: 0 });
    expect(zero.statusCode).toBe(400);
    const notMember = await call(outsider, 'POST', '/api/communities/tansy-bank/fund/donations', {
      amount: 1,
    });
    expect(notMember.statusCode).toBe(403);

    const fund = await ok<CommunityFund>(giver, 'POST', '/api/communities/tansy-bank/fund/donations', {
      amount: 1.5,
    });
    expect(fund.balance).toBe(1.5);
    expect(fund.statement.items[0]).toMatchObject({
      kind: 'community_donation',
      amount: 1.5,
      balanceAfter: 1.5,
      counterpart: { id: giver.userId, fullName: 'Vic Tansy' },
    });
    expect(await balance(giver)).toBe(0.5);

    const overGrant = await call(owner, 'POST', '/api/communities/tansy-bank/fund/grants', {
      memberId: newcomer.userId,
      amount: 2,
    });
    expect(overGrant.statusCode).toBe(422);
    expect(overGrant.json<{ message: string }>().message).toContain('cannot be larger than what it holds');
    const byMember = await call(giver, 'POST', '/api/communities/tansy-bank/fund/grants', {
      memberId: newcomer.userId,
      amount: 1,
    });
    expect(byMember.statusCode).toBe(403);
    const toOutsider = await call(owner, 'POST', '/api/communities/tansy-bank/fund/grants', {
      memberId: outsider.userId,
      amount: 1,
    });
    expect(toOutsider.statusCode).toBe(404);

    const granted = await ok<CommunityFund>(owner, 'POST', '/api/communities/tansy-bank/fund/grants', {
      memberId: newcomer.userId,
      amount: 1.5,
      note: 'Welcome',
    });
    expect(granted.balance).toBe(0);
    expect(granted.statement.items.map((item) => [item.kind, item.amount, item.balanceAfter])).toEqual([
      ['community_grant', -1.5, 0],
      ['community_donation', 1.5, 1.5],
    ]);
    expect(await balance(newcomer)).toBe(3.5);
    // Members read the statement; the page shows the balance.
    expect(
      (await ok<CommunityFund>(newcomer, 'GET', '/api/communities/tansy-bank/fund')).statement.items,
    ).toHaveLength(2);
    expect((await page(newcomer, 'tansy-bank')).fundBalance).toBe(0);
    const empty = await call(owner, 'POST', '/api/communities/tansy-bank/fund/grants', {
      memberId: newcomer.userId,
      amount: 0.01,
    });
    expect(empty.statusCode).toBe(422);

    // Two grants racing for the same coins: one succeeds, the fund never goes below zero.
    await ok(giver, 'POST', '/api/communities/tansy-bank/fund/donations', { amount: 0.5 });
    const race = await Promise.all(
      [0, 1].map(() =>
        call(owner, 'POST', '/api/communities/tansy-bank/fund/grants', {
          memberId: newcomer.userId,
          amount: 0.5,
        }),
      ),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 422]);

    const audited = await harness.database.db.execute<{ event: string }>(
      sql`SELECT event FROM audit_log WHERE event LIKE 'community_fund_%' AND (user_id = ${giver.userId} OR actor_id = ${owner.userId}) ORDER BY id`,
    );
    expect(audited.rows.map((row) => row.event)).toEqual([
      'community_fund_donation',
      'community_fund_grant',
      'community_fund_donation',
      'community_fund_grant',
    ]);
    await assertLedgerBalances();

    const csv = await call(owner, 'GET', '/api/communities/tansy-bank/export/fund.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('"date","kind","amount","balance_after","member","description"');
    expect(csv.body).toContain(
      '"community_grant","-1.5","0","Wes Tansy","Grant from the fund of Tansy Bank: Welcome',
    );
  });

  it('shows the swaps and hours members traded, inside and across, and the coordinator dashboard', async () => {
    const owner = await kit.joinMember('Yara Wold', { offers: 'Guitar', wants: 'Spanish' });
    const inside = await kit.joinMember('Zed Wold', { offers: 'Spanish', wants: 'Guitar' });
    const elsewhere = await kit.joinMember('Abe Wold', { offers: 'Spanish', wants: 'Guitar' });
    await create(owner, community('Wold Hall'));
    await ok(inside, 'POST', '/api/communities/wold-hall/join', {});
    const completeSwap = async (requester: TestMember, recipient: TestMember) => {
      const swapId = await kit.requestSwap(requester, recipient, { hoursOffered: 1, hoursRequested: 1 });
      await kit.actOk(recipient, swapId, 'accept');
      await kit.actOk(requester, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
      await kit.actOk(recipient, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    };
    await completeSwap(owner, inside);
    await completeSwap(owner, elsewhere);
    expect((await page(inside, 'wold-hall')).trade).toEqual({
      insideSwaps: 1,
      insideHours: 2,
      acrossSwaps: 1,
      acrossHours: 2,
    });

    const dashboard = await ok<CommunityDashboard>(owner, 'GET', '/api/communities/wold-hall/dashboard');
    expect(dashboard).toMatchObject({ activeMembers: 2, pendingJoins: 0 });
    expect(dashboard.membersOverTime.at(-1)).toEqual({ month: '2026-11', members: 2 });
    expect(dashboard.membersOverTime[0]).toEqual({ month: '2025-12', members: 0 });
    expect(dashboard.topOffered).toEqual([
      { skill: 'Guitar', members: 1 },
      { skill: 'Spanish', members: 1 },
    ]);
    expect(dashboard.gaps).toEqual([]);
    expect((await call(inside, 'GET', '/api/communities/wold-hall/dashboard')).statusCode).toBe(403);
    const csv = await call(owner, 'GET', '/api/communities/wold-hall/export/members.csv');
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      '"name","email","role","status","since"',
      `"Yara Wold","${owner.email}","owner","active","${clock.now().toISOString()}"`,
    ]);
  });

  it('downloads members whose names look like formulas quoted and neutralised, so a spreadsheet shows them', async () => {
    const owner = await kit.joinMember('Ola Quire');
    const hostile = await kit.joinMember('=HYPERLINK("http://evil.example", "Open, me")');
    await create(owner, community('Quire Hall'));
    await ok(hostile, 'POST', '/api/communities/quire-hall/join', {});
    const csv = await call(owner, 'GET', '/api/communities/quire-hall/export/members.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="quire-hall-members.csv"');
    expect(csv.body.split('\r\n')).toContain(
      `"'=HYPERLINK(""http://evil.example"", ""Open, me"")","${hostile.email}","member","active",` +
        `"${clock.now().toISOString()}"`,
    );
  });

  it('scopes Explore to a community: its members only; a private scope only for its members', async () => {
    const owner = await kit.joinMember('Gus Yarrowby', { offers: 'Pottery' });
    const member = await kit.joinMember('Hal Yarrowby', { offers: 'Pottery' });
    await kit.joinMember('Ivy Yarrowby', { offers: 'Pottery' });
    await create(owner, community('Yarrowby Public'));
    await ok(member, 'POST', '/api/communities/yarrowby-public/join', {});
    await create(owner, community('Yarrowby Hidden', { visibility: 'private', joinRule: 'invitation' }));
    const explore = (viewer: TestMember, query: string) =>
      call(viewer, 'GET', `/api/profiles?q=yarrowby${query}`);
    const names = async (viewer: TestMember, query: string) => {
      const response = await explore(viewer, query);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ items: Array<{ full_name: string }>; total: number }>();
      return { names: page.items.map((p) => p.full_name).sort(), total: page.total };
    };
    expect((await names(member, '')).total).toBe(3);
    expect(await names(member, '&community=yarrowby-public')).toEqual({
      names: ['Gus Yarrowby', 'Hal Yarrowby'],
      total: 2,
    });
    expect(await names(owner, '&community=yarrowby-hidden')).toEqual({ names: ['Gus Yarrowby'], total: 1 });
    const hidden = await explore(member, '&community=yarrowby-hidden');
    expect(hidden.statusCode).toBe(404);
    const anonymous = await inject(harness.app, exploreRoutes.searchProfiles, {
      query: { community: 'yarrowby-hidden' },
    });
    expect(anonymous.statusCode).toBe(404);
    expect((await explore(member, '&community=no-such-place')).statusCode).toBe(404);
    // A member who joins shows up in the scope at once (scoped totals are not cached).
    const token = (await page(owner, 'yarrowby-hidden')).inviteToken!;
    await ok(member, 'POST', '/api/communities/yarrowby-hidden/join', { invite: token });
    expect((await names(member, '&community=yarrowby-hidden')).total).toBe(2);
  });

  it('scopes Matches to a community: only its members are matched; a private scope only for its members', async () => {
    const seeker = await kit.joinMember('Jo Fennick', { offers: 'Welding', wants: 'Calligraphy' });
    const inside = await kit.joinMember('Kit Fennick', { offers: 'Calligraphy', wants: 'Welding' });
    const outside = await kit.joinMember('Lou Fennick', { offers: 'Calligraphy', wants: 'Welding' });
    await create(seeker, community('Fennick Forge', { visibility: 'private', joinRule: 'invitation' }));
    const token = (await page(seeker, 'fennick-forge')).inviteToken!;
    await ok(inside, 'POST', '/api/communities/fennick-forge/join', { invite: token });
    const matched = async (query: string) =>
      (
        await ok<{ items: Array<{ profile: { id: string } }> }>(seeker, 'GET', `/api/matches${query}`)
      ).items.map((match) => match.profile.id);
    expect(await matched('')).toEqual(expect.arrayContaining([inside.userId, outside.userId]));
    expect(await matched('?community=fennick-forge')).toEqual([inside.userId]);
    expect((await call(outside, 'GET', '/api/matches?community=fennick-forge')).statusCode).toBe(404);
  });

  it('T68: puts every Elite member in the Elite lounge while they are on the plan, and no one else', async () => {
    const elite = await kit.joinMember('Bea Lounge', { plan: 'elite' });
    const free = await kit.joinMember('Cal Lounge');
    expect((await page(elite, 'elite-lounge')).myStatus).toBe('active');
    expect((await members(elite, 'elite-lounge')).map((m) => m.fullName)).toContain('Bea Lounge');
    expect((await call(free, 'GET', '/api/communities/elite-lounge')).statusCode).toBe(404);
    expect((await call(free, 'POST', '/api/communities/elite-lounge/join', {})).statusCode).toBe(404);
    await kit.setPlan(free, 'elite');
    expect(
      (await ok<CommunityList>(free, 'GET', '/api/communities?mine=true')).items.map((c) => c.slug),
    ).toEqual(['elite-lounge']);
    await kit.setPlan(elite, 'free');
    expect((await call(elite, 'GET', '/api/communities/elite-lounge')).statusCode).toBe(404);
  });
});
