import { createMember, expect, signInThroughApi, test } from './support/member-session.ts';
import { sendSwapRequest } from './support/member-swaps.ts';

// The swap area speaks the member's language (ADR 102): the swap page, its actions and
// history, the propose-session dialog with its validation message, and My Swaps.

test.describe.configure({ timeout: 120_000 });

test('a member who reads German answers a request, plans a session and reads My Swaps in German', async ({
  page,
  request,
}) => {
  const ana = await createMember(request, 'Ana', { skills_offered: ['Origami'], skills_wanted: ['Chess'] });
  const ben = await createMember(request, 'Ben', { skills_offered: ['Chess'], skills_wanted: ['Origami'] });
  const swapId = await sendSwapRequest(request, ana, ben, {
    offeredSkill: 'Origami',
    requestedSkill: 'Chess',
  });

  await signInThroughApi(page, ben);
  await page.goto('/settings/language');
  await page.locator('#settings-language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.goto(`/swaps/${swapId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tausch mit ${ana.fullName}`);
  await expect(page.getByText(`${ana.fullName} wartet auf deine Antwort`)).toBeVisible();
  await page.getByRole('button', { name: 'Annehmen', exact: true }).click();
  await expect(page.getByText('Tausch angenommen!')).toBeVisible();
  await expect(page.getByText('Läuft', { exact: true })).toBeVisible();
  await expect(page.getByText('Du hast angenommen')).toBeVisible();

  // The propose dialog, and a contract's validation message through the catalogue.
  await page.getByRole('button', { name: 'Sitzung vorschlagen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eine Sitzung vorschlagen' });
  await expect(dialog.getByText('Wer unterrichtet in dieser Sitzung?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sitzung vorschlagen' }).click();
  await expect(dialog.getByText('Gib das Datum als JJJJ-MM-TT ein')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/swaps?box=active');
  await expect(page.getByRole('heading', { name: 'Meine Tausche', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Du lehrst Chess (1 Stunde) · Du lernst Origami (1 Stunde)', { exact: true }),
  ).toBeVisible();
});
