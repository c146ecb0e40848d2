import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  test,
  toast,
  type TestMember,
} from './support/member-session.ts';

// An organisation's admin screens (ADRs 130, 131, 140): white-label branding, webhooks with their delivery
// log, and the CSV import of members. Enterprise is arranged by an operator command, which reaches the
// console journeys' server through its data folder (ADR 53).
const origin = consoleE2e.origin;
test.use({ baseURL: origin });
test.describe.configure({ timeout: 180_000 });

/** A local webhook receiver on 127.0.0.1 (loopback targets are allowed outside production): answers 200. */
async function startReceiver() {
  const received: Array<{ eventId: string; type: string; organisation: string }> = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: string;
        type: string;
        data: { organisation?: { slug: string } };
      };
      received.push({ eventId: body.id, type: body.type, organisation: body.data.organisation?.slug ?? '' });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/skillswap-hooks`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const bearer = (member: TestMember) => ({ authorization: `Bearer ${member.accessToken}` });

test('an organisation admin brands the page, sees a webhook delivery in the log and imports members from a CSV', async ({
  page,
  request,
}) => {
  const owner = await createMember(request, 'Wren', undefined, { origin });
  const ben = await createMember(request, 'Ben', undefined, { origin });
  expect(await runOperatorCommand('member-enterprise', [owner.email])).toContain('is now on Enterprise');
  const created = await request.post(`${origin}/api/organisations`, {
    headers: bearer(owner),
    data: { name: `${owner.fullName} Guild` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;
  const receiver = await startReceiver();

  try {
    await signInThroughUi(page, owner);
    await page.goto(`/c/${slug}`);
    const branding = page.getByRole('region', { name: 'Branding' });

    // Branding: a colour too light for white text is refused before anything is saved; a dark one is kept.
    await branding.getByLabel('Display name').fill('Wren Makers');
    const logo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0f5132' } })
      .png()
      .toBuffer();
    await branding
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(branding.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await branding.getByLabel('Accent colour', { exact: true }).fill('#ffd700');
    await branding.getByRole('button', { name: 'Save branding' }).click();
    await expect(branding.getByRole('alert')).toContainText('it needs 4.5:1');
    await branding.getByLabel('Accent colour', { exact: true }).fill('#0f5132');
    await branding.getByRole('button', { name: 'Save branding' }).click();
    await expect(toast(page, 'Branding saved')).toBeVisible();

    const band = page.getByTestId('organisation-brand');
    await expect(band.getByRole('heading', { level: 1, name: 'Wren Makers' })).toBeVisible();
    await expect(band.getByRole('img', { name: 'Wren Makers logo' })).toBeVisible();
    await expect(band).toHaveCSS('background-color', 'rgb(15, 81, 50)');
    await expectNoSeriousAxeViolations(page);

    // Webhooks: an endpoint to the local receiver, its secret shown once.
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    await hooks.getByLabel('Endpoint address').fill(receiver.url);
    await expect(hooks.getByRole('checkbox', { name: /member\.joined/ })).toBeChecked();
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(hooks.getByTestId('new-personal-token')).toHaveText(/^whsec_|\S{20,}/);
    await hooks.getByRole('button', { name: 'I have copied it' }).click();
    await expect(hooks.getByRole('list', { name: 'The organisation’s webhook endpoints' })).toContainText(
      receiver.url,
    );

    // Ben is invited (the mail carries the branding) and joins: the receiver gets `member.joined`.
    const invited = await request.post(`${origin}/api/organisations/${slug}/invitations`, {
      headers: bearer(owner),
      data: { email: ben.email },
    });
    expect(invited.status(), await invited.text()).toBe(200);
    const mail = await waitForMail(request, ben.email, 'You are invited to join Wren Makers');
    expect(mail.html).toContain('background:#0f5132');
    const token = new URL(linkIn(mail, '/organisation-invitation')).hash.replace('#token=', '');
    const accepted = await request.post(`${origin}/api/organisation-invitations/accept`, {
      headers: bearer(ben),
      data: { token },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect
      .poll(() => receiver.received.map((event) => `${event.type} ${event.organisation}`), {
        timeout: 30_000,
      })
      .toContain(`member.joined ${slug}`);

    await hooks.getByRole('button', { name: 'Show deliveries' }).click();
    const row = hooks.getByRole('row').filter({ hasText: 'member.joined' });
    await expect(row).toContainText('delivered');
    await expect(row).toContainText(/200 in \d+ ms/);
    await expectNoSeriousAxeViolations(page);
    await row.getByRole('button', { name: 'Redeliver' }).click();
    await expect(toast(page, 'Queued for redelivery')).toBeVisible();
    const firstId = receiver.received.find((event) => event.type === 'member.joined')!.eventId;
    await expect
      .poll(() => receiver.received.filter((event) => event.eventId === firstId).length, { timeout: 30_000 })
      .toBe(2);

    // The CSV import: a preview first, then the invitations are sent.
    const csv = `email,name\nnew.${slug}@example.com,Nia New\n`;
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText(/Preview: 1 to invite, 0 skipped, 0 with a problem/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Will be invited' })).toBeVisible();
    await page.getByRole('button', { name: 'Send 1 invitation' }).click();
    await expect(toast(page, '1 invitation sent')).toBeVisible();
    await expect(page.getByText(/Done: 1 invited/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Invitation sent' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await receiver.stop();
  }
});
