import { consoleE2e } from './support/console-server.ts';
import { createStaffMember, signInToConsole } from './support/console-staff.ts';
import {
  accountButton,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  test,
} from './support/member-session.ts';

test('a member without a role finds no console at /admin', async ({ page, request }) => {
  const member = await createMember(request, 'Nora', undefined, consoleE2e.origin);
  await signInThroughUi(page, member, `${consoleE2e.origin}/auth`);
  await accountButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Console' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`${consoleE2e.origin}/admin`);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('an admin made with admin:grant signs in with a second factor and opens the console', async ({
  page,
  request,
}) => {
  const admin = await createStaffMember(request, 'Ines', 'admin');
  await signInToConsole(page, admin, '/');
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Console' }).click();
  await expect(page).toHaveURL(`${consoleE2e.origin}/admin/team`);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await expect(page.getByText('Signed in as admin')).toBeVisible();
  const team = page.getByRole('listitem').filter({ hasText: admin.fullName });
  await expect(team.getByText('Admin', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
