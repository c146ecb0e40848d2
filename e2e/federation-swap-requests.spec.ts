import { randomUUID } from 'node:crypto';
import { consoleE2e } from './support/console-server.ts';
import { createStaffMember, signInToConsole } from './support/console-staff.ts';
import { startLinkedBranch, showToPartnerExchanges } from './support/linked-branch.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
  testClientAddress,
  toast,
  untilHydrated,
} from './support/member-session.ts';
import type { OwnSite } from './support/own-site.ts';
import type { Page } from '@playwright/test';

test.describe.configure({ timeout: 180_000 });

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

// A branch install of the console server, which is the hub "hub" (ADR 206), started and linked before the
// journey as the other federation journeys start theirs. A name of its own in each worker, so this journey
// shares the hub with them and with its own retry.
const branch = `grove-${randomUUID().slice(0, 8)}`;
let branchSite: OwnSite;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  branchSite = await startLinkedBranch(request, branch);
  await request.dispose();
});
test.afterAll(async () => {
  await branchSite?.close();
});

/** No serious axe violation, and nothing wider than the window, at the width the page has now. */
async function expectCleanAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
}

test('a member of the hub asks a member of a branch for a swap and writes again; he reads both and accepts on his exchange, and she sees it', async ({
  browser,
  request,
}) => {
  const skill = `Beekeeping ${Date.now().toString(36)}`;
  const ben = await createMember(
    request,
    'Ben',
    { skills_offered: [skill], skills_wanted: ['Chess'] },
    { origin: branchSite.url, verified: false },
  );
  // The branch runs no mail worker: its operator verifies Ben's address, which answering a request needs.
  await branchSite.runOperatorCommand('member:verify-email', [ben.email]);
  await showToPartnerExchanges(request, ben, branchSite.url);
  const ana = await createMember(
    request,
    'Ana',
    { skills_offered: ['Chess'], skills_wanted: ['Beekeeping'], bio: 'Plays chess by the river.' },
    { origin: consoleE2e.origin },
  );
  const benLabel = `${ben.fullName} · ${branch}`;
  const anaLabel = `${ana.fullName} · hub`;
  // Each with one long word, which must wrap in the card and the conversation, not widen a phone's page.
  const message = `Chess lessons for an afternoon with your bees? ${'Pollinators'.repeat(30)}`;
  const followUp = `Saturday at ten suits me, at the allotments: ${'Allotment'.repeat(40)}`;

  // Ana finds Ben under Other exchanges and asks him for a swap, with a message.
  const anaPage = await browser.newPage({ viewport: desktop });
  await signInThroughApi(anaPage, ana, consoleE2e.origin);
  await anaPage.goto(`${consoleE2e.origin}/explore?view=exchanges`);
  await untilHydrated(anaPage);
  // The view is a member's only: until her session has loaded, the page shows the list and its search.
  await expect(anaPage.getByRole('button', { name: 'Other exchanges' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await anaPage.getByRole('searchbox').fill(skill);
  await anaPage.getByRole('searchbox').press('Enter');
  await anaPage.getByRole('button', { name: `Request a swap with ${ben.fullName}` }).click();
  const dialog = anaPage.getByRole('dialog', { name: `Request a swap with ${benLabel}` });
  await expect(dialog).toBeVisible();
  await expectCleanAt(anaPage, desktop);
  // Nothing but spaces is refused in the form before anything is sent.
  await dialog.getByLabel('Your message').fill('   ');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Your message')).toHaveAccessibleDescription(
    'Say what you would like to swap',
  );
  await dialog.getByLabel('Your message').fill(message);
  await expectCleanAt(anaPage, phone);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(anaPage, `Request sent to ${benLabel}.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // My Swaps keeps it, delivered and waiting for his answer.
  await anaPage.setViewportSize(desktop);
  await anaPage.goto(`${consoleE2e.origin}/swaps`);
  await untilHydrated(anaPage);
  const anaRequests = anaPage.getByRole('region', { name: 'Swap requests with other exchanges' });
  const sent = anaRequests.getByRole('listitem').filter({ hasText: message });
  await expect(sent.getByRole('heading', { name: `To ${benLabel}` })).toBeVisible();
  await expect(sent).toContainText('Delivered, awaiting their answer');
  await expect(sent.getByRole('button', { name: /Accept|Decline/ })).toHaveCount(0);
  // She adds a line in the request's conversation, which travels to his exchange like the request.
  await sent.getByRole('button', { name: `Show the conversation with ${benLabel}` }).click();
  // An empty message is refused under the field, before anything travels.
  await sent.getByRole('button', { name: 'Send' }).click();
  await expect(sent.getByLabel(`Your message to ${benLabel}`)).toHaveAccessibleDescription('Write a message');
  await sent.getByLabel(`Your message to ${benLabel}`).fill(followUp);
  await sent.getByRole('button', { name: 'Send' }).click();
  await expect(sent.getByText(`Message sent to ${benLabel}.`)).toBeVisible();
  await expect(sent.getByRole('region', { name: `Conversation with ${benLabel}` })).toContainText(followUp);
  await expectCleanAt(anaPage, desktop);

  // Ben signs in on his exchange, on a phone, and finds it on his My Swaps with Ana as "name · node".
  const benPage = await browser.newPage({ viewport: phone });
  await signInThroughApi(benPage, ben, branchSite.url);
  await benPage.goto(`${branchSite.url}/swaps`);
  await untilHydrated(benPage);
  const benRequests = benPage.getByRole('region', { name: 'Swap requests with other exchanges' });
  const received = benRequests.getByRole('listitem').filter({ hasText: message });
  await expect(received.getByRole('heading', { name: `From ${anaLabel}` })).toBeVisible();
  await expect(received).toContainText('Awaiting your answer');
  await expectCleanAt(benPage, phone);
  await received.getByRole('button', { name: `Accept the request from ${anaLabel}` }).click();
  await expect(toast(benPage, 'Request accepted. They will be told.')).toBeVisible();
  await expect(received).toContainText('Accepted');
  await expect(received.getByRole('button', { name: /Accept|Decline/ })).toHaveCount(0);
  await received.getByRole('button', { name: `Show the conversation with ${anaLabel}` }).click();
  const conversation = received.getByRole('region', { name: `Conversation with ${anaLabel}` });
  await expect(conversation).toContainText(message);
  await expect(conversation).toContainText(followUp);
  await benPage.close();

  // Ana sees it accepted, on a phone.
  await anaPage.setViewportSize(phone);
  await anaPage.reload();
  await untilHydrated(anaPage);
  await expect(sent.getByRole('heading', { name: `To ${benLabel}` })).toBeVisible();
  await expect(sent).toContainText('Accepted');
  await expectCleanAt(anaPage, phone);

  // She asks him again and thinks better of it: Cancel withdraws it on both exchanges (ADR 212).
  const again = 'And a second afternoon, for honey?';
  const resent = await request.post(`${consoleE2e.origin}/api/federation/swap-requests`, {
    headers: { authorization: `Bearer ${ana.accessToken}`, 'x-forwarded-for': testClientAddress() },
    data: { recipient: `${branch}/${ben.id}`, message: again },
  });
  expect(resent.status(), await resent.text()).toBe(201);
  await anaPage.reload();
  await untilHydrated(anaPage);
  const withdrawn = anaRequests.getByRole('listitem').filter({ hasText: again });
  await withdrawn.getByRole('button', { name: `Cancel your request to ${benLabel}` }).click();
  await expect(toast(anaPage, 'Request cancelled. They will be told.')).toBeVisible();
  await expect(withdrawn).toContainText('Cancelled');
  await expect(withdrawn.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await anaPage.close();
  const onHisExchange = await request.get(`${branchSite.url}/api/federation/swap-requests`, {
    headers: { authorization: `Bearer ${ben.accessToken}`, 'x-forwarded-for': testClientAddress() },
  });
  const his = (await onHisExchange.json()) as { requests: Array<{ message: string; state: string }> };
  expect(his.requests.find((item) => item.message === again)?.state).toBe('cancelled');

  // Ben reports Ana to her exchange (ADR 219): the hub's moderators find it in their queue, from him.
  const benAgain = await browser.newPage({ viewport: phone });
  await signInThroughApi(benAgain, ben, branchSite.url);
  await benAgain.goto(`${branchSite.url}/swaps`);
  await untilHydrated(benAgain);
  const first = benAgain
    .getByRole('region', { name: 'Swap requests with other exchanges' })
    .getByRole('listitem')
    .filter({ hasText: message });
  const complaint = `Asked again after I said no, ${randomUUID().slice(0, 8)}.`;
  await first.getByRole('button', { name: `Report ${anaLabel}` }).click();
  const reportDialog = benAgain.getByRole('dialog', { name: `Report ${anaLabel}` });
  await reportDialog.getByLabel('Reason').selectOption({ label: 'Harassment' });
  await reportDialog.getByLabel('Details (optional)').fill(complaint);
  await expectCleanAt(benAgain, phone);
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reportDialog.getByText('Report received')).toBeVisible();
  await reportDialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  const moderator = await createStaffMember(request, 'Mona', 'moderator');
  const consolePage = await browser.newPage({ viewport: desktop });
  await signInToConsole(consolePage, moderator, '/admin/reports');
  const card = consolePage.getByRole('article').filter({ hasText: complaint });
  await expect(card).toContainText(benLabel);
  await expect(card).toContainText('Another exchange');
  await expect(card.getByRole('link', { name: ana.fullName })).toBeVisible();
  await expectNoSeriousAxeViolations(consolePage);
  await consolePage.close();

  // Ben blocks Ana from his exchange (ADR 213), finds her under Settings → Safety and unblocks her.
  await first.getByRole('button', { name: `Block ${anaLabel}` }).click();
  const confirm = benAgain.getByRole('dialog', { name: `Block ${anaLabel}?` });
  await expectCleanAt(benAgain, phone);
  await confirm.getByRole('button', { name: `Block ${anaLabel}` }).click();
  await expect(toast(benAgain, `You blocked ${anaLabel}`)).toBeVisible();
  await benAgain.goto(`${branchSite.url}/settings/safety`);
  await untilHydrated(benAgain);
  const blockedList = benAgain.getByRole('list', { name: 'Blocked members of other exchanges' });
  await expect(blockedList).toContainText(anaLabel);
  await blockedList.getByRole('button', { name: `Unblock ${anaLabel}` }).click();
  await expect(toast(benAgain, `You unblocked ${anaLabel}`)).toBeVisible();
  await benAgain.close();
});
