import type { Page } from '@playwright/test';
import { startFakeLlm } from '../apps/api/src/modules/coach/fake-llm.test-helper.ts';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  switchTheme,
  test,
  toast,
} from './support/member-session.ts';
import { startOwnSite } from './support/own-site.ts';
import { recordSentRequests } from './support/sent-requests.ts';

// What Elite sells beyond workshops (ADRs 116, 117). The plan is arranged by an
// operator command (Enterprise includes everything in Elite), on the console server whose folder the CLI
// reaches, or on the journey's own site, which also talks to a fake language-model provider on 127.0.0.1.
const origin = consoleE2e.origin;
test.describe.configure({ timeout: 300_000 });

/**
 * Axe at phone and desktop width, in both themes (the check scans the other theme itself), and a screenshot
 * of each; the theme is switched in place as the toggle does, with colour transitions held off.
 */
async function expectCleanInEveryLayout(page: Page) {
  const had = await switchTheme(page, 'light');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      const name = `${new URL(page.url()).pathname.split('/')[1]}-${width}-${theme}.png`;
      await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
    }
    await switchTheme(page, 'light');
  }
  await switchTheme(page, had);
}

test.describe('on the console server', () => {
  test.use({ baseURL: origin });

  test('the Coach is locked on Free; on Elite it shows each wanted skill’s plan as steps and keeps a weekly goal', async ({
    page,
    request,
  }) => {
    const lena = await createMember(
      request,
      'Lena',
      { skills_offered: ['Spanish'], skills_wanted: ['React'] },
      { origin },
    );
    const tom = await createMember(
      request,
      'Tom',
      { skills_offered: ['React'], skills_wanted: ['Spanish'] },
      { origin },
    );
    await signInThroughApi(page, lena);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/coach');
    const locked = page.getByRole('group', { name: 'The Coach and its learning plans (locked)' });
    await expect(locked.getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute(
      'href',
      '/upgrade?plan=elite',
    );
    await expectNoSeriousAxeViolations(page);

    expect(await runOperatorCommand('member-enterprise', [lena.email])).toContain('is now on Enterprise');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'React', level: 2 })).toBeVisible();
    await expect(page.getByText('JavaScript, Web Development')).toBeVisible();
    await expect(page.getByRole('link', { name: tom.fullName })).toHaveAttribute(
      'href',
      `/members/${tom.id}`,
    );
    await expect(page.getByText('No workshop for it is coming up yet.')).toBeVisible();
    // No provider on this server: the plan as steps, and no note.
    await expect(page.getByText('A note from your Coach')).toHaveCount(0);
    await expect(page.getByText('0 of 2 hours this week')).toBeVisible();
    // A goal outside 1 to 40 hours is refused under the field before anything is sent.
    await page.getByLabel('Hours a week').fill('0');
    await page.getByRole('button', { name: 'Save goal' }).click();
    await expect(page.getByLabel('Hours a week')).toHaveAccessibleDescription('At least 1 hour a week');
    await expect(page.getByLabel('Hours a week')).toBeFocused();
    await page.getByLabel('Hours a week').fill('5');
    await page.getByRole('button', { name: 'Save goal' }).click();
    await expect(toast(page, 'Weekly goal saved')).toBeVisible();
    await expect(page.getByText('0 of 5 hours this week')).toBeVisible();
    await page.reload();
    await expect(page.getByText('0 of 5 hours this week')).toBeVisible();
    await expectCleanInEveryLayout(page);
  });

  test('an Elite member writes first from a profile; the member written to replies, then blocks; one who opted out is refused', async ({
    page,
    browser,
    request,
  }) => {
    const eli = await createMember(
      request,
      'Eli',
      { skills_offered: ['Chess'], skills_wanted: ['Knitting'] },
      { origin },
    );
    const rosa = await createMember(
      request,
      'Rosa',
      { skills_offered: ['Knitting'], skills_wanted: ['Chess'] },
      { origin },
    );
    const quinn = await createMember(
      request,
      'Quinn',
      { skills_offered: ['Knitting'], skills_wanted: ['Go'] },
      { origin },
    );
    expect(await runOperatorCommand('member-enterprise', [eli.email])).toContain('is now on Enterprise');

    // Quinn turns first messages off in Settings › Privacy.
    const quinnContext = await browser.newContext({ baseURL: origin });
    const quinnPage = await quinnContext.newPage();
    await signInThroughApi(quinnPage, quinn);
    await quinnPage.goto('/settings/privacy');
    const allow = quinnPage.getByRole('switch', { name: 'Let Elite members write to me first' });
    await expect(allow).toBeChecked();
    await allow.click();
    await expect(allow).not.toBeChecked();
    await quinnPage.reload();
    await expect(
      quinnPage.getByRole('switch', { name: 'Let Elite members write to me first' }),
    ).not.toBeChecked();
    await quinnContext.close();

    await signInThroughApi(page, eli);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/members/${quinn.id}`);
    await page.getByRole('button', { name: 'Send a message' }).click();
    await page.getByLabel('Your message').fill('Hello Quinn!');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('This member does not take first messages. Send a swap request instead.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/members/${rosa.id}`);
    await page.getByRole('button', { name: 'Send a message' }).click();
    await expect(page.getByRole('dialog', { name: `Write to ${rosa.fullName}` })).toBeVisible();
    // A blank message is refused under the field before anything is sent.
    const openings = recordSentRequests(page, 'POST', '/api/direct-messages');
    await page.getByLabel('Your message').fill('   ');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(page.getByLabel('Your message')).toHaveAccessibleDescription('Message cannot be empty');
    expect(openings).toEqual([]);
    await page.getByLabel('Your message').fill('Hi Rosa, could you teach me to knit?');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/messages\/direct\//);
    await expect(page.getByText('Hi Rosa, could you teach me to knit?')).toBeVisible();
    const threadUrl = page.url();

    // Rosa, on Free, finds it in her inbox beside her swap threads and replies.
    const rosaContext = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
    const rosaPage = await rosaContext.newPage();
    await signInThroughApi(rosaPage, rosa);
    await rosaPage.goto('/messages');
    const direct = rosaPage.getByRole('region', { name: 'Direct messages' });
    const row = direct.getByRole('link', { name: new RegExp(eli.fullName) });
    await expect(row).toContainText('Wrote to you first');
    await expect(row).toContainText('1 unread');
    await expectCleanInEveryLayout(rosaPage);
    await row.click();
    // Each message from Eli can be reported on its own; her own messages cannot.
    const eliMessage = rosaPage
      .getByRole('listitem')
      .filter({ hasText: 'Hi Rosa, could you teach me to knit?' });
    await eliMessage.getByRole('button', { name: 'Report message' }).click();
    const reportDialog = rosaPage.getByRole('dialog', { name: `Report a message from ${eli.fullName}` });
    await reportDialog.getByLabel('Reason').selectOption({ label: 'Other' });
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reportDialog.getByText('Report received')).toBeVisible();
    await rosaPage.keyboard.press('Escape');
    // A reply of only spaces is refused under the field, and nothing is sent.
    const replies = recordSentRequests(rosaPage, 'POST', /^\/api\/direct-messages\/[^/]+\/messages$/);
    await rosaPage.getByLabel('Your reply').fill('   ');
    await rosaPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(rosaPage.getByLabel('Your reply')).toHaveAccessibleDescription('Message cannot be empty');
    await expect(rosaPage.getByLabel('Your reply')).toBeFocused();
    expect(replies).toEqual([]);
    await rosaPage.getByLabel('Your reply').fill('Yes! Saturdays suit me.');
    await rosaPage.getByRole('button', { name: 'Send', exact: true }).click();
    const own = rosaPage.getByRole('listitem').filter({ hasText: 'Yes! Saturdays suit me.' });
    await expect(own).toBeVisible();
    await expect(own.getByRole('button', { name: 'Report message' })).toHaveCount(0);
    await expectCleanInEveryLayout(rosaPage);

    await page.reload();
    await expect(page.getByText('Yes! Saturdays suit me.')).toBeVisible();

    // Rosa blocks Eli: the conversation turns read-only for both.
    await rosaPage.getByRole('button', { name: 'Block' }).click();
    await rosaPage.getByRole('button', { name: `Block ${eli.fullName}` }).click();
    await expect(rosaPage).toHaveURL(/\/messages$/);
    await page.goto(threadUrl);
    await expect(
      page.getByText('One of you blocked the other, so this conversation is read-only.'),
    ).toBeVisible();
    await expect(page.getByLabel('Your reply')).toHaveCount(0);
    await rosaContext.close();
  });
});

test.describe('on a site with a language-model provider', () => {
  test('the Coach adds a short note written by the provider from the plan', async ({ page, request }) => {
    const llm = await startFakeLlm();
    const site = await startOwnSite({ COACH_LLM_URL: llm.url, COACH_LLM_API_KEY: 'e2e-key' });
    try {
      const nia = await createMember(
        request,
        'Nia',
        { skills_offered: ['Spanish'], skills_wanted: ['TypeScript'] },
        { origin: site.url, verified: false },
      );
      const teo = await createMember(
        request,
        'Teo',
        { skills_offered: ['TypeScript'], skills_wanted: ['Spanish'] },
        { origin: site.url, verified: false },
      );
      expect(await site.runOperatorCommand('member:enterprise', [nia.email])).toContain(
        'is now on Enterprise',
      );
      await signInThroughApi(page, nia, site.url);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${site.url}/coach`);
      const note = page.getByRole('figure');
      await expect(note.getByText('A note from your Coach')).toBeVisible();
      await expect(note.getByText(`Fake coach note: start with ${teo.fullName}.`)).toBeVisible();
      await expect(note.getByText('Written by an AI model from the plan below.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'TypeScript', level: 2 })).toBeVisible();
      // The provider was told the plan's facts, never the member's address.
      const prompt = JSON.stringify(llm.requests.at(-1)?.body);
      expect(prompt).toContain('Skill: TypeScript');
      expect(prompt).not.toContain(nia.email);
      await expectCleanInEveryLayout(page);

      // A provider that fails leaves the plan as steps.
      llm.setMode('error');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'TypeScript', level: 2 })).toBeVisible();
      await expect(page.getByText('A note from your Coach')).toHaveCount(0);
    } finally {
      await site.close();
      await llm.close();
    }
  });
});
