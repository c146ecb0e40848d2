import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommunityDetail,
  CommunitySummary,
  OrganisationBranding,
} from '@skillswap/contracts/communities/schemas';
import { createManualClock, systemClock } from '../../lib/clock.ts';
import { createMailWorker } from '../../lib/mail/mail-worker.ts';
import { startSmtpPeer } from '../../lib/mail/smtp-peer.test-helper.ts';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { organisationRoutes } from '@skillswap/contracts/organisations/routes';

// White-label (ADR 140, T99): an organisation's admins set its display name, logo and accent
// colour while its owner is on Enterprise; its page and invitation mails show them; a lapse hides them.

describe(`organisation branding on ${databaseKind}`, { timeout: 60_000 }, () => {
  const clock = createManualClock(new Date('2026-11-27T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const page = async (member: TestMember, slug: string) =>
    (await ok<{ data: CommunityDetail }>(member, 'GET', `/api/communities/${slug}`)).data;
  const brand = (member: TestMember, slug: string, body: object) =>
    call(member, 'PUT', `/api/organisations/${slug}/branding`, body);
  const uploadLogo = async (member: TestMember, slug: string, bytes: Buffer, contentType = 'image/png') => {
    const { payload, headers } = multipartFile(bytes, { contentType, fileName: 'logo.png' });
    return inject(harness.app, organisationRoutes.uploadOrganisationLogo, {
      unchecked: true,
      params: { slug },
      headers: { ...member.authHeader, ...headers },
      body: payload,
    });
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();

  /** An organisation with an Enterprise owner, a coordinator on Free and a plain member. */
  async function organisationWithAdmins(prefix: string) {
    const owner = await kit.joinMember(`${prefix} Owner`, { plan: 'enterprise' });
    const name = `${prefix} Works`;
    const created = (await ok<{ data: CommunitySummary }>(owner, 'POST', '/api/organisations', { name }))
      .data;
    const slug = created.slug;
    const join = async (fullName: string) => {
      const member = await kit.joinMember(fullName);
      await ok(owner, 'POST', `/api/organisations/${slug}/invitations`, { email: member.email });
      const token = await mailedToken(member.email);
      await ok(member, 'POST', '/api/organisation-invitations/accept', { token });
      return member;
    };
    const coordinator = await join(`${prefix} Coordinator`);
    await ok(owner, 'POST', `/api/communities/${slug}/members/${coordinator.userId}/role`, {
      role: 'coordinator',
    });
    const member = await join(`${prefix} Member`);
    return { owner, coordinator, member, slug, name };
  }

  async function newestInvitationMail(email: string) {
    const result = await harness.database.db.execute<{
      subject: string;
      body_text: string;
      body_html: string;
    }>(sql`
      SELECT subject, body_text, body_html FROM outbox WHERE recipient = ${email}
        AND subject LIKE 'You are invited%' ORDER BY id DESC LIMIT 1`);
    const mail = result.rows[0];
    if (!mail) throw new Error(`No invitation mailed to ${email}`);
    return mail;
  }
  async function mailedToken(email: string) {
    const mail = await newestInvitationMail(email);
    return /\/organisation-invitation#token=([\w-]+)/.exec(mail.body_text)![1]!;
  }

  it('lets the owner and coordinators brand it; a member is refused, an outsider finds nothing', async () => {
    const { owner, coordinator, member, slug, name } = await organisationWithAdmins('Tarn');
    const outsider = await kit.joinMember('Tarn Outsider', { plan: 'enterprise' });
    expect((await page(member, slug)).branding).toBeNull();

    const logo = await uploadLogo(coordinator, slug, await png(1600, 800));
    expect(logo.statusCode, logo.body).toBe(201);
    const { imageId, imageUrl } = logo.json<{ imageId: string; imageUrl: string }>();
    const served = await harness.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(404); // not a logo until saved as one
    const saved = await brand(coordinator, slug, {
      displayName: 'Tarn Robotics',
      logoId: imageId,
      accent: '#1D4ED8',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown: OrganisationBranding = {
      displayName: 'Tarn Robotics',
      logoUrl: imageUrl,
      accent: '#1d4ed8',
    };
    expect(saved.json()).toEqual({ data: shown });
    expect((await page(member, slug)).branding).toEqual(shown);
    expect((await page(member, slug)).name).toBe(name);
    expect(await ok<object>(owner, 'GET', `/api/organisations/${slug}/branding`)).toEqual({ data: shown });

    const image = await harness.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const size = await sharp(image.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([512, 256]);

    for (const who of [member]) {
      const refused = await brand(who, slug, { displayName: 'Hijack', logoId: null, accent: null });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      expect((await uploadLogo(who, slug, await png(10, 10))).statusCode).toBe(403);
    }
    for (const url of [`/api/organisations/${slug}/branding`, `/api/communities/${slug}`]) {
      expect((await call(outsider, 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await brand(outsider, slug, { displayName: null, logoId: null, accent: null })).statusCode).toBe(
      404,
    );
    expect((await uploadLogo(outsider, slug, await png(10, 10))).statusCode).toBe(404);
    expect((await page(member, slug)).branding).toEqual(shown);
  });

  it('refuses a badly written colour, one too light for white text, a missing logo and what is not an image', async () => {
    const { owner, slug } = await organisationWithAdmins('Fell');
    const badHex = await brand(owner, slug, { displayName: null, logoId: null, accent: 'blue' });
    expect(badHex.statusCode).toBe(400);
    expect(badHex.json()).toMatchObject({ code: 'validation_failed' });

    // Yellow under white text is about 1.07:1; a mid orange about 2.9:1. Neither keeps buttons readable.
    for (const accent of ['#ffff00', '#f97316']) {
      const pale = await brand(owner, slug, { displayName: null, logoId: null, accent });
      expect(pale.statusCode, accent).toBe(400);
      expect(pale.json<{ message: string }>().message).toMatch(/needs 4\.5:1/);
    }
    // Just dark enough (#767676 is the classic 4.54:1 grey) is accepted.
    expect(
      (await brand(owner, slug, { displayName: null, logoId: null, accent: '#767676' })).statusCode,
    ).toBe(200);

    const unknownLogo = await brand(owner, slug, { displayName: null, logoId: 'a'.repeat(64), accent: null });
    expect(unknownLogo.statusCode).toBe(422);
    const notHex = await brand(owner, slug, { displayName: null, logoId: 'logo.png', accent: null });
    expect(notHex.statusCode).toBe(400);
    const blank = await brand(owner, slug, { displayName: ' ', logoId: null, accent: null });
    expect(blank.statusCode).toBe(400);

    const text = await uploadLogo(owner, slug, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(text.statusCode).toBe(415);
    const tooLarge = await uploadLogo(owner, slug, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect((await page(owner, slug)).branding).toEqual({
      displayName: null,
      logoUrl: null,
      accent: '#767676',
    });
  });

  it('puts the name, logo and accent in the invitation mail, and stops showing them when the plan lapses', async () => {
    const { owner, coordinator, member, slug, name } = await organisationWithAdmins('Scar');
    const logo = (await uploadLogo(owner, slug, await png(300, 300))).json<{
      imageId: string;
      imageUrl: string;
    }>();
    await ok(owner, 'PUT', `/api/organisations/${slug}/branding`, {
      displayName: 'Scar Guild',
      logoId: logo.imageId,
      accent: '#7c2d12',
    });
    const guest = await kit.joinMember('Scar Guest');
    await ok(coordinator, 'POST', `/api/organisations/${slug}/invitations`, { email: guest.email });
    // The mail as a real SMTP server receives it.
    const peer = await startSmtpPeer();
    try {
      const worker = createMailWorker({
        db: harness.database.db,
        clock: systemClock,
        logger: Fastify({ logger: { level: 'silent' } }).log,
        smtpUrl: `smtp://127.0.0.1:${peer.port}`,
        from: 'SkillSwap <no-reply@skillswap.test>',
      });
      while ((await worker.runOnce()).claimed > 0);
      worker.close();
    } finally {
      await peer.stop();
    }
    const mail = peer.received.find(
      (received) =>
        JSON.stringify(received.to).includes(guest.email) && received.subject?.includes('invited'),
    )!;
    expect(mail.subject).toBe('You are invited to join Scar Guild on SkillSwap');
    expect(mail.text).toMatch(/^Scar Guild\n/);
    expect(mail.text).toContain('Join Scar Guild');
    const html = String(mail.html);
    expect(html).toContain('background:#7c2d12');
    expect(html).toContain(`src="${harness.config.PUBLIC_URL}${logo.imageUrl}"`);
    expect(html).toMatch(/<span[^>]*>Scar Guild<\/span>/);

    // The owner's plan lapses: nothing is deleted, nothing shows, and the admins cannot change it.
    await kit.setPlan(owner, 'free');
    expect((await page(member, slug)).branding).toBeNull();
    expect((await page(member, slug)).name).toBe(name);
    expect((await harness.app.inject({ method: 'GET', url: logo.imageUrl })).statusCode).toBe(404);
    for (const admin of [owner, coordinator]) {
      const refused = await brand(admin, slug, { displayName: 'Again', logoId: null, accent: null });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'enterprise' });
      expect((await uploadLogo(admin, slug, await png(10, 10))).statusCode).toBe(403);
    }
    const kept = await harness.database.db.execute<{ display_name: string; accent: string }>(
      sql`SELECT display_name, accent FROM organisations WHERE display_name = 'Scar Guild'`,
    );
    expect(kept.rows).toEqual([{ display_name: 'Scar Guild', accent: '#7c2d12' }]);

    // It shows again when the plan returns.
    await kit.setPlan(owner, 'enterprise');
    expect((await page(member, slug)).branding).toMatchObject({
      displayName: 'Scar Guild',
      accent: '#7c2d12',
    });
    expect((await harness.app.inject({ method: 'GET', url: logo.imageUrl })).statusCode).toBe(200);
  });

  it('names the organisation by its display name when a swap ends because a member left', async () => {
    const { owner, coordinator, member, slug } = await organisationWithAdmins('Holm');
    await ok(owner, 'PUT', `/api/organisations/${slug}/branding`, {
      displayName: 'Holm Collective',
      logoId: null,
      accent: null,
    });
    await kit.requestSwap(coordinator, member);
    const left = await call(member, 'POST', `/api/communities/${slug}/leave`);
    expect(left.statusCode, left.body).toBeLessThan(300);
    const told = await harness.database.db.execute<{ body: string }>(sql`
      SELECT body FROM notifications WHERE member_id = ${coordinator.userId} AND type = 'swap_cancelled'`);
    expect(told.rows[0]?.body).toContain('no longer in Holm Collective');
  });
});
