import { readFileSync } from 'node:fs';
import { chooseTheme } from './fixtures/theme.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  openSignedIn,
  signInThroughApi,
  test,
  toast,
} from './support/member-session.ts';
import { createCommunity } from './support/community.ts';
import { authorized, sendSwapRequest } from './support/member-swaps.ts';
import { expectFitsTheScreen, waitForData, withoutLiveEvents } from './support/overflow.ts';

test.describe.configure({ timeout: 150_000 });

// ADRs 179, 180: a coordinator adds a member who has no e-mail, acts for her as her
// helper (the banner says so on every page), hands her a claim code, and she makes the account
// hers at /claim.
test('a coordinator adds a member without e-mail, acts for her, and she claims the account with the code', async ({
  browser,
  request,
}) => {
  const olga = await createMember(request, 'Olga', {
    skills_offered: ['Bread'],
    skills_wanted: ['Knitting'],
    bio: 'Runs the bank.',
  });
  const slug = await createCommunity(request, olga, { name: `${olga.fullName} Helpers Bank` });
  const dora = `Dora ${olga.fullName.split(' ').at(-1)}`;

  const page = await openSignedIn(browser, olga, 1280);
  await page.goto(`/c/${slug}`);
  const section = page.getByRole('region', { name: 'Members without e-mail' });
  await expect(section.getByText('No members without e-mail yet.')).toBeVisible();
  // A phone number that is not one is refused where it was typed.
  await section.getByLabel('Full name').fill(dora);
  await section.getByLabel('Phone (optional)').fill('call me');
  await section.getByRole('button', { name: 'Add member' }).click();
  await expect(section.getByText('Enter a phone number such as +44 7700 900123')).toBeVisible();
  await section.getByLabel('Phone (optional)').fill('+44 7700 900123');
  await section.getByRole('button', { name: 'Add member' }).click();
  await expect(toast(page, `${dora} is a member now, and you are their helper.`)).toBeVisible();
  await expect(section.getByText('+44 7700 900123')).toBeVisible();
  await expect(page.getByText(`${olga.fullName} helps ${dora}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Olga acts for Dora: her swaps page is Dora's, and the banner says for whom until Olga stops.
  await section.getByRole('button', { name: `Act for ${dora}` }).click();
  await expect(page).toHaveURL(/\/swaps$/);
  const banner = page.getByRole('status').filter({ hasText: `You are acting for ${dora}.` });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Stop acting' }).click();
  await expect(banner).toBeHidden();

  // The claim code, shown once.
  await page.goto(`/c/${slug}`);
  await section.getByRole('button', { name: `Give ${dora} a claim code` }).click();
  const code = (await section.locator('p.font-mono').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await page.close();

  // Dora, on her own phone, claims the account and is signed in.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto('/claim');
  await phone.getByLabel('Code from your coordinator').fill(code.toLowerCase());
  const email = `dora-${Date.now()}@skillswap.test`;
  await phone.getByLabel('Your e-mail address').fill(email);
  await phone.getByLabel('Choose a password').fill('Paper-Rose-42-Garden');
  await phone.getByRole('button', { name: 'Claim my account' }).click();
  await expect(phone).toHaveURL(/\/check-email/);
  await phone.close();
});

/**
 * The helped member reads the app in Arabic: the journey finds what she sees by the Arabic catalogue's words.
 */
const arabic = JSON.parse(
  readFileSync(new URL('../apps/web/src/i18n/locales/ar/memberHelpers.json', import.meta.url), 'utf8'),
) as Record<string, string>;
/**
 * A message as the app writes it: each value set apart by first-strong isolates, so a Latin name reads right.
 */
const inArabic = (key: string, values: Record<string, string> = {}) =>
  arabic[key]!.replace(/\{(\w+)\}/g, (_, name: string) => `\u2068${values[name]}\u2069`);

// A helper, as the helped member lives it: Amal reads SkillSwap in Arabic, in the dark theme, on a 390
// px phone. She makes Badr her helper through the consent screen; Badr, at his desk in English, accepts a
// swap for her; Amal then reads on the swap and in Settings what Badr did for her, by name.
test('a member in Arabic on a dark phone appoints a helper, who accepts a swap for her, and she sees it', async ({
  browser,
  request,
}) => {
  const amal = await createMember(request, 'Amal', {
    skills_offered: ['Chess'],
    skills_wanted: ['Knitting'],
  });
  const badr = await createMember(request, 'Badr', { skills_offered: ['Bread'], skills_wanted: ['Chess'] });
  const chen = await createMember(request, 'Chen', {
    skills_offered: ['Knitting'],
    skills_wanted: ['Chess'],
  });
  const language = await request.put('/api/me/language', {
    headers: authorized(amal),
    data: { language: 'ar' },
  });
  expect(language.status(), await language.text()).toBe(200);

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await chooseTheme(phone, 'dark');
  await withoutLiveEvents(phone);
  await signInThroughApi(phone, amal);
  await phone.goto(`/members/${badr.id}`);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.locator('html')).toHaveClass(/dark/);
  await phone.getByRole('button', { name: inArabic('consent.trigger') }).click();
  const consent = phone.getByRole('dialog', { name: inArabic('consent.title', { name: badr.fullName }) });
  await expect(consent.getByText(inArabic('consent.told'))).toBeVisible();
  await expectFitsTheScreen(phone, 'the consent screen in Arabic');
  await expectNoSeriousAxeViolations(phone);
  // Nothing is appointed until she ticks that she agrees.
  await consent.getByLabel(inArabic('consent.agree', { name: badr.fullName })).check();
  await consent.getByRole('button', { name: inArabic('consent.submit', { name: badr.fullName }) }).click();
  await expect(toast(phone, inArabic('consent.done', { name: badr.fullName }))).toBeVisible();

  // Badr, at his desk, acts for Amal and accepts the swap Chen asked her for.
  const swapId = await sendSwapRequest(request, chen, amal);
  const desk = await openSignedIn(browser, badr, 1280);
  await desk.goto('/settings');
  await desk.getByRole('button', { name: `Act for ${amal.fullName}` }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: `You are acting for ${amal.fullName}.` }),
  ).toBeVisible();
  await desk.goto(`/swaps/${swapId}`);
  await expect(desk.getByText(`${chen.fullName} is waiting for your answer`)).toBeVisible();
  await desk.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(desk, 'Swap accepted!')).toBeVisible();
  await desk.close();

  // Amal reads on the swap, and in Settings, what Badr did and that he did it for her.
  const done = `${inArabic('action.acceptSwap')} ${inArabic('byFor', { helper: badr.fullName, member: amal.fullName })}`;
  await phone.goto(`/swaps/${swapId}`);
  const onSwap = phone.getByRole('region', { name: inArabic('onSwap') });
  await expect(onSwap.getByRole('listitem')).toContainText(done);
  await waitForData(phone);
  await expectFitsTheScreen(phone, 'the swap in Arabic');
  await expectNoSeriousAxeViolations(phone);
  await phone.goto('/settings');
  await expect(phone.getByRole('listitem').filter({ hasText: done })).toBeVisible();
  await expectFitsTheScreen(phone, 'Settings in Arabic');
  await phone.close();
});

// A helper on the board (ADR 198): a post Badr made for Amal says so to Chen, who reads the board and
// the post's page, and a post Amal made herself names only her.
test('a post a helper made for a member says who made it, on the board and on its page', async ({
  browser,
  request,
}) => {
  const amal = await createMember(request, 'Amal', { skills_offered: ['Chess'], skills_wanted: ['Ukulele'] });
  const badr = await createMember(request, 'Badr', { skills_offered: ['Bread'], skills_wanted: ['Chess'] });
  const chen = await createMember(request, 'Chen', { skills_offered: ['Ukulele'], skills_wanted: ['Chess'] });
  const appointed = await request.post('/api/me/helpers', {
    headers: authorized(amal),
    data: { helperId: badr.id, consent: true },
  });
  expect(appointed.status(), await appointed.text()).toBe(201);
  const tag = `Ukulele${Date.now()}`;
  const post = (title: string) => ({
    kind: 'need',
    title,
    description: 'A first lesson, please.',
    skill: 'Ukulele',
    hours: 1,
    isOnline: true,
    lifetimeDays: 14,
  });
  const byBadr = await request.post('/api/board/posts', {
    headers: { ...authorized(badr), 'x-skillswap-acting-for': amal.id },
    data: post(`${tag} by a helper`),
  });
  expect(byBadr.status(), await byBadr.text()).toBe(201);
  const byAmal = await request.post('/api/board/posts', {
    headers: authorized(amal),
    data: post(`${tag} by Amal`),
  });
  expect(byAmal.status(), await byAmal.text()).toBe(201);

  const page = await openSignedIn(browser, chen, 1280);
  await page.goto(`/board?q=${tag}`);
  const helped = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `${tag} by a helper` }) });
  await expect(helped.getByText(`by ${badr.fullName} for ${amal.fullName}`)).toBeVisible();
  const own = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${tag} by Amal` }) });
  await expect(own.getByText(`by ${amal.fullName}`, { exact: true })).toBeVisible();
  await expect(own.getByText(badr.fullName)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: `${tag} by a helper` }).click();
  await expect(page.getByText(`Posted by ${badr.fullName} for ${amal.fullName} on`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.close();
});
