import type { APIRequestContext } from '@playwright/test';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  test,
  testClientAddress,
  toast,
  type TestMember,
} from './support/member-session.ts';

test.describe.configure({ timeout: 180_000 });

const origin = consoleE2e.origin;
const bio = 'Happy to trade an hour or two.';

async function post(request: APIRequestContext, member: TestMember, path: string, data: object = {}) {
  const response = await request.post(`${origin}${path}`, {
    headers: { authorization: `Bearer ${member.accessToken}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data?: { id: string } };
}

/** A host as the rules want one: taught an hour in a completed swap, and verified by an operator. */
async function createHost(request: APIRequestContext) {
  const host = await createMember(
    request,
    'Hana',
    { skills_offered: ['Pottery'], skills_wanted: ['Welsh'], bio },
    { origin },
  );
  const pupil = await createMember(
    request,
    'Pia',
    { skills_offered: ['Welsh'], skills_wanted: ['Pottery'], bio },
    { origin },
  );
  const swap = await post(request, host, '/api/swap-requests', {
    targetId: pupil.id,
    offeredSkill: 'Pottery',
    requestedSkill: 'Welsh',
    message: '',
    hoursOffered: 1,
    hoursRequested: 0,
  });
  const swapId = swap.data!.id;
  await post(request, pupil, `/api/swaps/${swapId}/accept`);
  for (const member of [host, pupil])
    await post(request, member, `/api/swaps/${swapId}/confirm`, { requesterHours: 1, recipientHours: 0 });
  await runOperatorCommand('member-verify', [host.email]);
  return host;
}

test('a host makes a 3-seat workshop; the fourth learner waits and gets the seat another gives back', async ({
  page,
  request,
}) => {
  const host = await createHost(request);
  await signInThroughUi(page, host, `${origin}/auth`);
  await page.goto(`${origin}/workshops/new`);
  await page.getByLabel('Title', { exact: true }).fill('Wheel-throwing for beginners');
  await page.getByLabel('Skill', { exact: true }).fill('Pottery');
  await page.getByLabel('Description', { exact: true }).fill('Centre clay and pull your first cylinder.');
  await page.getByLabel('Date (your time zone)').fill(`${new Date().getUTCFullYear() + 1}-06-10`);
  await page.getByLabel('Seats (2–30)').fill('3');
  await page.getByRole('button', { name: 'Create workshop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wheel-throwing for beginners' })).toBeVisible();
  await expect(page.getByTestId('seats-left')).toHaveText('3 of 3 seats left');
  const workshopId = new URL(page.url()).pathname.split('/').pop()!;

  const learners: TestMember[] = [];
  for (const name of ['Ana', 'Ben', 'Cleo', 'Dan'])
    learners.push(
      await createMember(
        request,
        name,
        { skills_offered: ['Welsh'], skills_wanted: ['Pottery'], bio },
        { origin },
      ),
    );
  for (const learner of learners.slice(0, 3))
    await post(request, learner, `/api/workshops/${workshopId}/book`);

  const dan = learners[3]!;
  const danContext = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() } });
  const danPage = await danContext.newPage();
  await signInThroughUi(danPage, dan, `${origin}/auth`);
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

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: `${dan.fullName} · Seat` })).toBeVisible();
  await danContext.close();
});
