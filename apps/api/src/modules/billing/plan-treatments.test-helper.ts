import { expect } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { InboxMessage } from '@skillswap/contracts/admin-contact/schemas';
import type { MatchList } from '@skillswap/contracts/matches/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { eliteLoungeSlug } from '@skillswap/contracts/communities/schemas';
import type { PlanFeatureId, PlanTier } from '@skillswap/contracts/shared/plans';
import type { createTestApp } from '../../test/app.ts';
import { freshIp } from '../../test/auth-requests.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import type { createManualClock } from '../../lib/clock.ts';
import { outbox, profiles } from '../../db/schema/index.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { addCommunity, setOwnProfile } from '../matches/community.fixture.ts';

type Harness = Awaited<ReturnType<typeof createTestApp>> & { clock: ReturnType<typeof createManualClock> };
type Proof = (harness: Harness, plan: PlanTier) => Promise<void>;

/**
 * Priority support (ADR 85): a signed-in member on the plan is listed first in the console's inbox, above
 * newer messages from a Free member and a visitor, with the minutes waited; once the plan lapses, a new
 * message waits its turn like anyone's.
 */
const provePrioritySupport: Proof = async (harness, plan) => {
  const { app, database, clock } = harness;
  const moderator = await signUpStaffMember(app, database, clock, 'moderator');
  const payer = await signUpMember(app);
  const free = await signUpMember(app);
  await setPlan(database, payer, plan);
  const send = async (subject: string, sender?: TestMember) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      headers: sender?.authHeader ?? {},
      payload: {
        name: 'Sender',
        email: sender?.email ?? 'visitor@skillswap.test',
        subject,
        message: 'Help, please.',
      },
    });
    expect(response.statusCode).toBe(201);
  };
  const inbox = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/contact',
      headers: moderator.authHeader,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ messages: InboxMessage[] }>()
      .messages.filter((m) => m.subject.startsWith('Proof '));
  };
  await send('Proof paid', payer);
  // Steps shorter than an access token's lifetime, so every sender stays signed in.
  clock.advance(10 * 60_000);
  await send('Proof free', free);
  await send('Proof visitor');
  clock.advance(4 * 60_000);
  expect(
    (await inbox()).map(({ subject, isPriority, waitedMinutes }) => ({ subject, isPriority, waitedMinutes })),
  ).toEqual([
    { subject: 'Proof paid', isPriority: true, waitedMinutes: 14 },
    { subject: 'Proof visitor', isPriority: false, waitedMinutes: 4 },
    { subject: 'Proof free', isPriority: false, waitedMinutes: 4 },
  ]);
  await setPlan(database, payer, 'free');
  await send('Proof lapsed', payer);
  const lapsed = (await inbox()).find((message) => message.subject === 'Proof lapsed');
  expect(lapsed?.isPriority).toBe(false);
};

/**
 * VIP community access (ADR 99): a member on the plan is a member of the Elite lounge, reads its page and
 * members and finds it among their communities; a Free member gets 404 as for any private community, and a
 * member whose plan lapses is out at once.
 */
const proveVipCommunity: Proof = async (harness, plan) => {
  const { app, database } = harness;
  const payer = await signUpMember(app);
  const free = await signUpMember(app);
  await setPlan(database, payer, plan);
  const get = (member: TestMember, url: string) =>
    app.inject({ method: 'GET', url, headers: member.authHeader });
  const lounge = await get(payer, `/api/communities/${eliteLoungeSlug}`);
  expect(lounge.statusCode).toBe(200);
  expect(lounge.json()).toMatchObject({
    data: { name: 'Elite lounge', myRole: 'member', myStatus: 'active' },
  });
  const members = await get(payer, `/api/communities/${eliteLoungeSlug}/members`);
  expect(members.json<{ items: Array<{ id: string }> }>().items.map((m) => m.id)).toContain(payer.userId);
  const mine = await get(payer, '/api/communities?mine=true');
  expect(mine.json<{ items: Array<{ slug: string }> }>().items.map((c) => c.slug)).toContain(eliteLoungeSlug);
  expect((await get(free, `/api/communities/${eliteLoungeSlug}`)).statusCode).toBe(404);
  expect((await get(free, `/api/communities/${eliteLoungeSlug}/members`)).statusCode).toBe(404);
  await setPlan(database, payer, 'free');
  expect((await get(payer, `/api/communities/${eliteLoungeSlug}`)).statusCode).toBe(404);
};

/**
 * Priority matching (ADR 115). Order: among equally good matches (within the margin) a member on the plan is
 * listed above a Free one, never above a clearly better match, and in the Free member's place once the plan
 * lapses. Alerts: when a newcomer saves a profile that is a strong match for a member on the plan and for a
 * Free member, only the first is told at once, in the app and by mail, and only once however often the
 * newcomer saves; after a lapse nobody is told.
 */
const provePriorityMatching: Proof = async (harness, plan) => {
  const { app, database } = harness;
  const { db } = database;
  const get = async <T>(member: TestMember, url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: member.authHeader });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const setPlans = (ids: string[], tier: PlanTier) =>
    db.update(profiles).set({ plan: tier }).where(inArray(profiles.id, ids));

  const seeker = await signUpMember(app);
  await setOwnProfile(db, seeker.userId, { offers: ['Origami'], wants: ['Beekeeping'] });
  const ids = await addCommunity(db, [
    { name: 'Free Better', offers: ['Beekeeping'], wants: ['Origami'], rating: 4.2 },
    // 0.4 points below Free Better: equally good. Paid Worse is 8.4 points below: a worse match.
    { name: 'Paid Equal', offers: ['Beekeeping'], wants: ['Origami'], rating: 4 },
    { name: 'Paid Worse', offers: ['Beekeeping'], wants: ['Origami'], rating: 0 },
  ]);
  await setPlans([ids['Paid Equal']!, ids['Paid Worse']!], plan);
  const order = async () => {
    const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    const { items } = await get<MatchList>(seeker, '/api/matches');
    return items.flatMap((match) => names.get(match.profile.id) ?? []);
  };
  expect(await order()).toEqual(['Paid Equal', 'Free Better', 'Paid Worse']);
  await setPlans([ids['Paid Equal']!], 'free');
  expect(await order()).toEqual(['Free Better', 'Paid Equal', 'Paid Worse']);

  const payer = await signUpMember(app);
  const free = await signUpMember(app);
  await setPlan(database, payer, plan);
  const skills = {
    offers: ['Calligraphy', 'Pottery', 'Sailing'],
    wants: ['Woodworking', 'Juggling', 'Falconry'],
  };
  for (const member of [payer, free]) await setOwnProfile(db, member.userId, skills);
  const saveNewcomer = async (member: TestMember) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: member.authHeader,
      payload: {
        full_name: 'Nina Newcomer',
        bio: '',
        skills_offered: skills.wants,
        skills_wanted: skills.offers,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const alerts = async (member: TestMember) =>
    (await get<NotificationPage>(member, '/api/notifications')).items.filter(
      (item) => item.type === 'strong_match',
    );
  const mails = (member: TestMember) =>
    db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.recipient, member.email), eq(outbox.subject, 'New strong match: Nina Newcomer')));
  const newcomer = await signUpMember(app);
  await saveNewcomer(newcomer);
  await saveNewcomer(newcomer);
  expect((await alerts(payer)).map((alert) => alert.link)).toEqual([`/members/${newcomer.userId}`]);
  expect(await mails(payer)).toHaveLength(1);
  expect(await alerts(free)).toEqual([]);
  expect(await mails(free)).toEqual([]);
  await setPlan(database, payer, 'free');
  await saveNewcomer(await signUpMember(app));
  expect(await alerts(payer)).toHaveLength(1);
};

/**
 * For each feature whose gate is a treatment rather than a refusal: a check that a member on `plan` is
 * treated as the plan promises and a Free member is not, through the API alone (ADR 84).
 */
export const treatmentProofs: Partial<Record<PlanFeatureId, Proof>> = {
  'priority-support': provePrioritySupport,
  'vip-community': proveVipCommunity,
  'priority-matching': provePriorityMatching,
};
