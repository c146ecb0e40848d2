import type { APIRequestContext } from '@playwright/test';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
  testClientAddress,
  toast,
  type TestMember,
} from './support/member-session.ts';
import { acceptSwap, sendSwapRequest } from './support/member-swaps.ts';
import { startOwnSite, type OwnSite } from './support/own-site.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test.describe.configure({ timeout: 180_000 });

const bio = 'Happy to trade an hour or two.';
const dayMs = 24 * 60 * 60 * 1000;

// The journey runs on a site of its own, whose clock it can move past the workshop's start.
let site: OwnSite;
let origin: string;
test.beforeAll(async () => {
  site = await startOwnSite();
  origin = site.url;
});
test.afterAll(async () => site.close());

/** A member with a verified address (the site keeps its mail in its log, so an operator verifies it). */
async function joinMember(request: APIRequestContext, name: string, offers: string, wants: string) {
  const profile = { skills_offered: [offers], skills_wanted: [wants], bio };
  const member = await createMember(request, name, profile, { origin, verified: false });
  await site.runOperatorCommand('member:verify-email', [member.email]);
  return member;
}

async function post(request: APIRequestContext, member: TestMember, path: string, data: object = {}) {
  const response = await request.post(`${origin}${path}`, {
    headers: { authorization: `Bearer ${member.accessToken}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data?: { id: string } };
}

/**
 * A host as the rules want one: a confirmed address and an hour taught in a completed swap; no identity
 * badge.
 */
async function createHost(request: APIRequestContext) {
  const host = await joinMember(request, 'Hana', 'Pottery', 'Welsh');
  const pupil = await joinMember(request, 'Pia', 'Welsh', 'Pottery');
  const swapId = await sendSwapRequest(request, host, pupil, {
    offeredSkill: 'Pottery',
    requestedSkill: 'Welsh',
    hoursRequested: 0,
    origin,
  });
  await acceptSwap(request, pupil, swapId, origin);
  for (const member of [host, pupil])
    await post(request, member, `/api/swaps/${swapId}/confirm`, { requesterHours: 1, recipientHours: 0 });
  return host;
}

test('a host makes a 3-seat workshop; the fourth learner waits, gets the seat another gives back, and both statements show the settlement', async ({
  page,
  request,
}) => {
  const host = await createHost(request);
  await signInThroughApi(page, host, origin);
  await page.goto(`${origin}/workshops/new`);
  await page.getByLabel('Title', { exact: true }).fill('Wheel-throwing for beginners');
  await page.getByLabel('Skill', { exact: true }).fill('Pottery');
  await page.getByLabel('Description', { exact: true }).fill('Centre clay and pull your first cylinder.');
  // Three days ahead: a learner may still give a seat back (until 24 hours before).
  const date = new Date(Date.now() + 3 * dayMs).toISOString().slice(0, 10);
  await page.getByLabel('Date (your time zone)').fill(date);
  await page.getByLabel('Seats (2–30)').fill('3');
  await page.getByLabel('Meeting link (leave empty and we make one)').fill('https://meet.example/wheel');
  await page.getByRole('button', { name: 'Create workshop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wheel-throwing for beginners' })).toBeVisible();
  await expect(page.getByTestId('seats-left')).toHaveText('3 of 3 seats left');
  // The meeting link opens, and the time names its zone.
  await expect(page.getByRole('link', { name: 'https://meet.example/wheel' })).toHaveAttribute(
    'href',
    'https://meet.example/wheel',
  );
  await expect(page.getByText(/\d{2}:\d{2}\s?(AM|PM)?\s(GMT|UTC)[^·]*· \d+ min/)).toBeVisible();
  const workshopId = new URL(page.url()).pathname.split('/').pop()!;
  // Calling the workshop off without a reason is refused under the field, and nothing is sent.
  const cancels = recordSentRequests(page, 'POST', /\/cancel$/);
  await page.getByRole('button', { name: 'Cancel workshop' }).click();
  await expect(
    page.getByLabel('Cancel the workshop (everyone is told the reason)'),
  ).toHaveAccessibleDescription('Say why');
  await expect(page.getByLabel('Cancel the workshop (everyone is told the reason)')).toBeFocused();
  expect(cancels).toEqual([]);

  const learners: TestMember[] = [];
  for (const name of ['Ana', 'Ben', 'Cleo', 'Dan'])
    learners.push(await joinMember(request, name, 'Welsh', 'Pottery'));
  for (const learner of learners.slice(0, 3))
    await post(request, learner, `/api/workshops/${workshopId}/book`);

  const dan = learners[3]!;
  const danContext = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() } });
  const danPage = await danContext.newPage();
  await signInThroughApi(danPage, dan, origin);
  await danPage.goto(`${origin}/workshops/${workshopId}`);
  await expect(danPage.getByTestId('seats-left')).toHaveText('Full (3 seats)');
  await danPage.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(toast(danPage, 'You joined the waitlist')).toBeVisible();
  await expect(
    danPage.getByRole('status').filter({ hasText: 'You are number 1 on the waitlist.' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(danPage);

  await post(request, learners[1]!, `/api/workshops/${workshopId}/cancel-seat`);
  await danPage.reload();
  await expect(danPage.getByText(/You have a seat\./)).toBeVisible();
  await expect(danPage.getByRole('button', { name: 'Add to calendar' })).toBeVisible();

  // A 390 px phone: the workshop page and the list fit without scrolling sideways.
  await danPage.setViewportSize({ width: 390, height: 844 });
  for (const path of [`/workshops/${workshopId}`, '/workshops']) {
    await danPage.goto(`${origin}${path}`);
    await expect(danPage.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await danPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  // Dan has not taught yet: the lock says what opens hosting and leads to it.
  await danPage.goto(`${origin}/workshops/new`);
  await expect(
    danPage.getByText(
      'Hosting workshops opens once you have taught in at least one completed swap. No badge is needed.',
    ),
  ).toBeVisible();
  await expect(danPage.getByRole('link', { name: 'Find someone to teach on Explore' })).toHaveAttribute(
    'href',
    '/explore',
  );
  await expectNoSeriousAxeViolations(danPage);

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: `${dan.fullName} · Seat` })).toBeVisible();
  await danContext.close();

  // Four days later the workshop is over: the host marks everyone attended, and the seats settle.
  site.letTimePass(4 * dayMs);
  const after = await page
    .context()
    .browser()!
    .newContext({
      extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
    });
  const hostPage = await after.newPage();
  // The page decides "it has started" by the browser's clock, so it moves with the site's.
  const later = new Date(Date.now() + 4 * dayMs);
  await hostPage.clock.setFixedTime(later);
  await signInThroughApi(hostPage, host, origin);
  await hostPage.goto(`${origin}/workshops/${workshopId}`);
  await expect(hostPage.getByLabel(`Attendance of ${dan.fullName}`)).toHaveValue('attended');
  await hostPage.getByRole('button', { name: 'Save attendance' }).click();
  await expect(toast(hostPage, 'Attendance saved')).toBeVisible();

  const settlement = 'Workshop “Wheel-throwing for beginners” (attended)';
  await hostPage.goto(`${origin}/swaps`);
  const hostStatement = hostPage.getByRole('region', { name: 'Statement' });
  for (const learner of [learners[0]!, learners[2]!, dan])
    await expect(
      hostStatement
        .getByRole('listitem')
        .filter({ hasText: settlement })
        .filter({ hasText: learner.fullName }),
    ).toContainText('+1');
  await expect(hostStatement.getByText(learners[1]!.fullName)).toHaveCount(0);

  const danAfter = await after.browser()!.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  const danStatementPage = await danAfter.newPage();
  await danStatementPage.clock.setFixedTime(later);
  await signInThroughApi(danStatementPage, dan, origin);
  // A dispute of his seat without a reason is refused under the field, and nothing is sent.
  const disputes = recordSentRequests(danStatementPage, 'POST', /\/dispute$/);
  await danStatementPage.goto(`${origin}/workshops/${workshopId}`);
  await danStatementPage.getByRole('button', { name: 'Dispute', exact: true }).click();
  await expect(
    danStatementPage.getByLabel('Something wrong? Dispute within 7 days'),
  ).toHaveAccessibleDescription('Say why');
  expect(disputes).toEqual([]);
  await danStatementPage.goto(`${origin}/swaps`);
  await expect(
    danStatementPage
      .getByRole('region', { name: 'Statement' })
      .getByRole('listitem')
      .filter({ hasText: settlement })
      .filter({ hasText: host.fullName }),
  ).toContainText(/[-−]1/);
  await after.close();
  await danAfter.close();
});
