import sharp from 'sharp';
import { signUpMember } from './fixtures/member.ts';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import { expect, expectNoSeriousAxeViolations, test, toast } from './support/member-session.ts';
import { recordSentRequests } from './support/sent-requests.ts';

// The portfolio showcase (ADR 107): locked on Free; on a paid plan an item added on My Profile appears on the
// public profile. The plan is arranged by an operator command, as in the other paid-feature journeys.
const origin = consoleE2e.origin;
test.use({ baseURL: origin });

test('a paid member adds a portfolio item on My Profile and it appears on their public profile', async ({
  page,
}) => {
  await page.goto('/');
  const email = await signUpMember(page, origin, `Paula Portfolio ${Date.now().toString(36)}`);
  await page.goto('/profile/edit');
  const locked = page.getByRole('group', { name: 'Portfolio items (locked)' });
  await expect(locked.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();

  expect(await runOperatorCommand('member-enterprise', [email])).toContain('is now on Enterprise');
  await page.reload();
  const form = page.getByRole('form', { name: 'Add a portfolio item' });
  const image = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  // An item without an image or a title, linking over plain http, is refused under each field, unsent.
  const sent = recordSentRequests(page, 'POST', /^\/api\/me\/portfolio/);
  await form.getByLabel('Link (optional, https://)').fill('http://example.com/mural');
  await form.getByRole('button', { name: 'Add to portfolio' }).click();
  await expect(form.getByLabel('Image')).toHaveAccessibleDescription('Choose an image for the item');
  await expect(form.getByLabel('Image')).toBeFocused();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Give the item a title');
  await expect(form.getByLabel('Link (optional, https://)')).toHaveAccessibleDescription(
    'The link must be an https:// address',
  );
  expect(sent).toEqual([]);
  await form.getByLabel('Image').setInputFiles({ name: 'mural.png', mimeType: 'image/png', buffer: image });
  await form.getByLabel('Title').fill('Harbour mural');
  await form.getByLabel('Description').fill('A mural painted with the neighbours.');
  await form.getByLabel('Link (optional, https://)').fill('https://example.com/mural');
  await form.getByRole('button', { name: 'Add to portfolio' }).click();
  await expect(toast(page, 'Portfolio item added')).toBeVisible();
  await expect(page.getByText('1 of 12 items')).toBeVisible();

  // The member's id, as the editor read it, for the address of their public profile.
  const ownProfile = page.waitForResponse((response) => response.url().endsWith('/api/me/profile'));
  await page.reload();
  const { id } = (await (await ownProfile).json()) as { id: string };
  await page.goto(`/members/${id}`);
  const gallery = page.getByRole('region', { name: 'Portfolio' });
  await expect(gallery.getByRole('heading', { name: 'Harbour mural' })).toBeVisible();
  await expect(gallery.getByText('A mural painted with the neighbours.')).toBeVisible();
  await expect(gallery.getByRole('link', { name: 'example.com' })).toHaveAttribute(
    'href',
    'https://example.com/mural',
  );
  await expect(gallery.locator('img')).toHaveJSProperty('complete', true);
  await expectNoSeriousAxeViolations(page);
});
