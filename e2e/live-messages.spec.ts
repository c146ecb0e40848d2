import { createMember, expect, signInThroughUi, test, testClientAddress } from './support/member-session.ts';
import { sendSwapRequest } from './support/member-swaps.ts';

test.describe.configure({ timeout: 120_000 });

test('a message sent by one member appears on the other’s open swap page without a reload', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, 'Ana', {
    skills_offered: ['Origami'],
    skills_wanted: ['Juggling'],
  });
  const ben = await createMember(request, 'Ben', {
    skills_offered: ['Juggling'],
    skills_wanted: ['Origami'],
  });
  const swapId = await sendSwapRequest(request, ana, ben, {
    offeredSkill: 'Origami',
    requestedSkill: 'Juggling',
  });

  // Two people on two networks, each with a browser of their own.
  const anaContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  const benContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  try {
    const anaPage = await anaContext.newPage();
    const benPage = await benContext.newPage();
    await signInThroughUi(anaPage, ana);
    await signInThroughUi(benPage, ben);
    // Ben's tab opens its live stream once signed in; while it is up the thread polls only every 5 minutes.
    const benStream = benPage.waitForResponse(
      (response) => response.url().endsWith('/api/live/events') && response.status() === 200,
    );
    await benPage.goto(`/swaps/${swapId}`);
    await benStream;
    await expect(benPage.getByText('No messages yet.')).toBeVisible();
    await anaPage.goto(`/swaps/${swapId}`);

    const draft = anaPage.getByLabel('Write a message');
    await draft.fill('Live from Ana: see https://example.com/folds');
    await draft.press('Enter');

    // Well inside the 10 s the thread polled at before: only the stream can bring it this soon.
    const arrived = benPage.getByRole('listitem').filter({ hasText: 'Live from Ana' });
    await expect(arrived).toBeVisible({ timeout: 5_000 });
    await expect(arrived.getByRole('link')).toHaveAttribute('href', 'https://example.com/folds');
  } finally {
    await anaContext.close();
    await benContext.close();
  }
});
