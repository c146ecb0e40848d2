import {
  accountButton,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  signInThroughUi,
  test,
  toast,
} from './support/member-session.ts';

test.describe.configure({ timeout: 120_000 });

// A 1×1 PNG: small, but a real image the server's decoder accepts.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a member fills in My Profile and sees it on their public page', async ({ page, request }) => {
  const member = await createMember(request, 'Nia');
  await signInThroughUi(page, member);
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL('/profile/edit');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(member.fullName);

  await page.getByLabel('Bio').fill('I teach guitar and want to learn Spanish cooking.');
  await page.getByLabel('City').fill('Porto');
  await page.getByLabel('Country').fill('Portugal');

  const offers = page.getByRole('group', { name: 'Skills you offer' });
  await offers.getByLabel('Common skills in').selectOption('Music');
  await offers.getByRole('button', { name: 'Add Guitar' }).click();
  await expect(offers.getByRole('button', { name: 'Remove Guitar' })).toBeVisible();
  await offers.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(offers.getByText('Type a skill first')).toBeVisible();
  await offers.getByLabel('Another skill').fill('guitar');
  await offers.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(offers.getByText('guitar is already listed')).toBeVisible();
  await offers.getByLabel('Another skill').fill('Ukulele');
  await offers.getByLabel('Another skill').press('Enter');
  await expect(offers.getByRole('button', { name: 'Remove Ukulele' })).toBeVisible();

  const wants = page.getByRole('group', { name: 'Skills you want' });
  await wants.getByLabel('Another skill').fill('Paella');
  await wants.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(wants.getByRole('button', { name: 'Remove Paella' })).toBeVisible();

  await page.getByLabel('Full Name').fill('N');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await page.getByLabel('Full Name').fill(member.fullName);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(`/members/${member.id}`);
  await expect(page.getByRole('heading', { name: member.fullName, level: 1 })).toBeVisible();
  await expect(page.getByText('Porto, Portugal')).toBeVisible();
  await expect(page.getByText('Guitar', { exact: true })).toBeVisible();
  await expect(page.getByText('Ukulele', { exact: true })).toBeVisible();
  await expect(page.getByText('Paella', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
});

test('a member uploads a profile photo after checks on type and size', async ({ page, request }) => {
  const member = await createMember(request, 'Abe', { skills_offered: ['Figma'], skills_wanted: ['Piano'] });
  await signInThroughApi(page, member);
  await page.goto('/profile/edit');
  const picker = page.getByLabel('Profile photo');

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('The image must be 5 MB or smaller')).toBeVisible();

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(toast(page, 'Photo updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /^\/api\/avatars\//,
  );

  await page.goto(`/explore?q=${encodeURIComponent(member.fullName)}`);
  const card = page.locator('ul[aria-label="Members"] > li').filter({ hasText: member.fullName });
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/avatars\//);
});

test('/profile/edit is for members only', async ({ page }) => {
  await page.goto('/profile/edit');
  await expect(page).toHaveURL('/auth?redirect=%2Fprofile%2Fedit');
});
