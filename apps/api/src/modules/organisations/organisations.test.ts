import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityDetail, CommunitySummary } from '@skillswap/contracts/communities/schemas';
import type { Organisation, OrganisationInvitation } from '@skillswap/contracts/organisations/schemas';
import { organisationSeatsCommand } from '../../cli/organisation-commands.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// Organisations (ADR 122, threats T89 and T90): an Enterprise account's private community
// with seats; its admins invite by e-mail (accepted by the invitee's own account) or allow a domain.

// Generous timeouts: the API tests share two cores with other work.
describe(`organisations on ${databaseKind}`, { timeout: 60_000 }, () => {
  const clock = createManualClock(new Date('2026-11-26T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const organisation = async (member: TestMember, slug: string) =>
    (await ok<{ data: Organisation }>(member, 'GET', `/api/organisations/${slug}`)).data;
  const invite = (admin: TestMember, slug: string, email: string) =>
    call(admin, 'POST', `/api/organisations/${slug}/invitations`, { email });
  const accept = (member: TestMember, token: string) =>
    call(member, 'POST', '/api/organisation-invitations/accept', { token });
  /** The token of the newest invitation mailed to `email`, as its recipient reads it from the link. */
  const mailedToken = async (email: string) => {
    const result = await harness.database.db.execute<{ body_text: string; body_html: string }>(sql`
      SELECT body_text, body_html FROM outbox WHERE recipient = ${email} AND subject LIKE 'You are invited%'
      ORDER BY id DESC LIMIT 1`);
    const mail = result.rows[0];
    const token = /\/organisation-invitation#token=([\w-]+)/.exec(mail?.body_text ?? '')?.[1];
    if (!token) throw new Error(`No invitation mailed to ${email}`);
    return { token, mail: mail! };
  };
  const createOrganisation = async (owner: TestMember, name: string) =>
    (await ok<{ data: CommunitySummary }>(owner, 'POST', '/api/organisations', { name })).data;
  const seatsUsed = async (member: TestMember, slug: string) => (await organisation(member, slug)).seatsUsed;

  it('lets only an Enterprise account create its one organisation: private, 25 seats, no invitation link', async () => {
    const free = await kit.joinMember('Fay Orchard');
    const refused = await call(free, 'POST', '/api/organisations', { name: 'Orchard Free' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'enterprise' });

    const owner = await kit.joinMember('Omar Orchard', { plan: 'enterprise' });
    const created = await createOrganisation(owner, 'Orchard Labs');
    expect(created).toMatchObject({
      slug: 'orchard-labs',
      visibility: 'private',
      joinRule: 'invitation',
      myRole: 'owner',
      memberCount: 1,
    });
    const page = (await ok<{ data: CommunityDetail }>(owner, 'GET', '/api/communities/orchard-labs')).data;
    expect(page).toMatchObject({ isOrganisation: true, inviteToken: null });
    expect(await organisation(owner, 'orchard-labs')).toEqual({
      slug: 'orchard-labs',
      name: 'Orchard Labs',
      seats: 25,
      seatsUsed: 1,
      members: 1,
      openInvitations: 0,
      allowedDomain: null,
      isAdmin: true,
      isOwner: true,
      accountManager: null,
    });

    const second = await call(owner, 'POST', '/api/organisations', { name: 'Orchard Two' });
    expect(second.statusCode).toBe(409);
    expect((await call(owner, 'GET', '/api/communities/orchard-two')).statusCode).toBe(404);

    const bad = await call(owner, 'POST', '/api/organisations', { name: 'Or' });
    expect(bad.statusCode).toBe(400);

    // Private: not found for anyone outside, as for a slug that does not exist (T68).
    for (const url of ['/api/communities/orchard-labs', '/api/organisations/orchard-labs']) {
      expect((await call(free, 'GET', url)).statusCode, url).toBe(404);
    }
    // A public community is not an organisation.
    await ok(owner, 'POST', '/api/communities', {
      name: 'Orchard Public',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    expect((await call(owner, 'GET', '/api/organisations/orchard-public')).statusCode).toBe(404);
  });

  it('invites by e-mail: a seat is held, the mail links to a page, only the invited account accepts it once', async () => {
    const owner = await kit.joinMember('Ines Quay', { plan: 'enterprise' });
    await createOrganisation(owner, 'Quay Works');
    const invitee = await kit.joinMember('Ivo Quay');
    const stranger = await kit.joinMember('Stan Quay');

    const sent = await invite(owner, 'quay-works', invitee.email.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ items: OrganisationInvitation[] }>().items).toEqual([
      expect.objectContaining({ email: invitee.email, expiresAt: '2026-12-10T09:00:00.000Z' }),
    ]);
    expect(await organisation(owner, 'quay-works')).toMatchObject({
      seatsUsed: 2,
      members: 1,
      openInvitations: 1,
    });
    const { token, mail } = await mailedToken(invitee.email);
    expect(mail.body_text).toContain('Quay Works invites you');
    expect(mail.body_html).toContain('Join Quay Works');

    // No account is created or joined by the invitation itself.
    expect((await call(invitee, 'GET', '/api/communities/quay-works')).statusCode).toBe(404);

    const again = await invite(owner, 'quay-works', invitee.email);
    expect(again.statusCode).toBe(409);
    const malformed = await invite(owner, 'quay-works', 'not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect((await invite(stranger, 'quay-works', 'x@example.com')).statusCode).toBe(404);

    // Another account holding the link cannot use it (T89).
    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toContain('sent to another address');
    expect((await call(stranger, 'GET', '/api/communities/quay-works')).statusCode).toBe(404);

    const accepted = await accept(invitee, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ data: CommunitySummary }>().data).toMatchObject({
      slug: 'quay-works',
      myRole: 'member',
      myStatus: 'active',
    });
    expect(await organisation(invitee, 'quay-works')).toMatchObject({
      seatsUsed: 2,
      members: 2,
      openInvitations: 0,
      isAdmin: false,
    });
    const reused = await accept(invitee, token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'invalid_link' });

    // A member is not an admin; an address already in is refused.
    expect((await invite(invitee, 'quay-works', 'y@example.com')).statusCode).toBe(403);
    expect((await invite(owner, 'quay-works', invitee.email)).statusCode).toBe(409);

    // Revoked and expired links stop working, and their seat is free again.
    await ok(owner, 'POST', '/api/organisations/quay-works/invitations', { email: stranger.email });
    const revokedToken = (await mailedToken(stranger.email)).token;
    const [open] = (
      await ok<{ items: OrganisationInvitation[] }>(owner, 'GET', '/api/organisations/quay-works/invitations')
    ).items;
    await ok(owner, 'POST', `/api/organisations/quay-works/invitations/${open!.id}/revoke`);
    expect(await seatsUsed(owner, 'quay-works')).toBe(2);
    expect((await accept(stranger, revokedToken)).json()).toMatchObject({ code: 'invalid_link' });
  });

  it('keeps to its seats: an operator sets them (audited); invitations and domain joins stop when all are used', async () => {
    const owner = await kit.joinMember('Sol Tarn', { plan: 'enterprise' });
    await createOrganisation(owner, 'Tarn Seats');
    const output = { lines: [] as string[], print: (line: string) => output.lines.push(line) };
    await organisationSeatsCommand(harness.database, ['tarn-seats', '2'], output);
    expect(output.lines.join('\n')).toContain('Tarn Seats now has 2 seats; 1 are used.');
    const audit = await harness.database.db.execute<{ details: { to: number } }>(sql`
      SELECT details FROM audit_log WHERE event = 'organisation_seats_changed' AND user_id = ${owner.userId}`);
    expect(audit.rows[0]?.details).toMatchObject({ from: 25, to: 2 });
    await expect(
      organisationSeatsCommand(harness.database, ['tarn-seats', '0'], output as never),
    ).rejects.toThrow('Usage: org:seats');

    expect((await invite(owner, 'tarn-seats', 'one@example.com')).statusCode).toBe(200);
    const full = await invite(owner, 'tarn-seats', 'two@example.com');
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toContain('Every seat of the organisation is used (2)');
    expect(await organisation(owner, 'tarn-seats')).toMatchObject({ seats: 2, seatsUsed: 2 });
  });

  it('admits members with a verified address in the allowed domain, into free seats only', async () => {
    const domain = `tern-${Date.now().toString(36)}.test`;
    const owner = await kit.joinMember('Tess Tern', { plan: 'enterprise' });
    await createOrganisation(owner, 'Tern Domain');
    const inDomain = await kit.joinMember('Dan Tern', { email: `dan@${domain}` });
    const outside = await kit.joinMember('Otto Tern');

    const bad = await call(owner, 'PUT', '/api/organisations/tern-domain/domain', { domain: '@tern' });
    expect(bad.statusCode).toBe(400);
    expect((await organisation(owner, 'tern-domain')).allowedDomain).toBeNull();
    expect((await call(inDomain, 'GET', '/api/communities/tern-domain')).statusCode).toBe(404);

    const set = await ok<{ data: Organisation }>(owner, 'PUT', '/api/organisations/tern-domain/domain', {
      domain: domain.toUpperCase(),
    });
    expect(set.data.allowedDomain).toBe(domain);

    // Someone in the domain sees the name to join; anyone else still gets "not found".
    const seen = (await ok<{ data: CommunityDetail }>(inDomain, 'GET', '/api/communities/tern-domain')).data;
    expect(seen).toMatchObject({ name: 'Tern Domain', myStatus: null, announcements: [] });
    expect((await call(outside, 'GET', '/api/communities/tern-domain')).statusCode).toBe(404);
    expect((await call(outside, 'POST', '/api/communities/tern-domain/join', {})).statusCode).toBe(404);

    expect(await ok(inDomain, 'POST', '/api/communities/tern-domain/join', {})).toEqual({ status: 'active' });
    expect(await organisation(owner, 'tern-domain')).toMatchObject({ seatsUsed: 2, members: 2 });

    const unverified = await signUpMember(harness.app, { email: `uma@${domain}`, verified: false });
    expect((await call(unverified, 'GET', '/api/communities/tern-domain')).statusCode).toBe(404);
    const notVerified = await call(unverified, 'POST', '/api/communities/tern-domain/join', {});
    expect(notVerified.json()).toMatchObject({ code: 'email_unverified' });

    const output = { print: () => undefined };
    await organisationSeatsCommand(harness.database, ['tern-domain', '2'], output);
    const late = await kit.joinMember('Lea Tern', { email: `lea@${domain}` });
    const full = await call(late, 'POST', '/api/communities/tern-domain/join', {});
    expect(full.statusCode).toBe(409);
    expect(await organisation(owner, 'tern-domain')).toMatchObject({ seatsUsed: 2, members: 2 });
  });

  it('ends open swaps with its members when someone leaves or is removed, and only those', async () => {
    const owner = await kit.joinMember('Rhea Vale', { plan: 'enterprise' });
    await createOrganisation(owner, 'Vale Team');
    const ann = await kit.joinMember('Ann Vale');
    const bo = await kit.joinMember('Bo Vale');
    const outside = await kit.joinMember('Cy Vale');
    for (const member of [ann, bo]) {
      await ok(owner, 'POST', '/api/organisations/vale-team/invitations', { email: member.email });
      expect((await accept(member, (await mailedToken(member.email)).token)).statusCode).toBe(200);
    }
    const inside = await kit.requestSwap(ann, bo, { hoursOffered: 1, hoursRequested: 2 });
    await kit.actOk(bo, inside, 'accept');
    await kit.actOk(ann, inside, 'confirm', { requesterHours: 1, recipientHours: 2 });
    expect((await kit.balanceOf(ann)).held).toBe(1);
    const across = await kit.requestSwap(ann, outside);

    const removed = await call(owner, 'POST', `/api/communities/vale-team/members/${ann.userId}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await kit.getSwap(bo, inside)).json<{ status: string }>()).toMatchObject({ status: 'cancelled' });
    expect((await kit.balanceOf(ann)).held).toBe(0);
    expect((await kit.getSwap(outside, across)).json<{ status: string }>()).toMatchObject({
      status: 'requested',
    });
    const told = await harness.database.db.execute<{ body: string }>(sql`
      SELECT body FROM notifications WHERE member_id = ${bo.userId} AND type = 'swap_cancelled'`);
    expect(told.rows[0]?.body).toContain('no longer in Vale Team');
    expect(await organisation(owner, 'vale-team')).toMatchObject({ seatsUsed: 2, members: 2 });
    expect((await call(ann, 'GET', '/api/communities/vale-team')).statusCode).toBe(404);

    // Leaving works the same way.
    const again = await kit.requestSwap(bo, owner);
    expect((await call(bo, 'POST', '/api/communities/vale-team/leave')).statusCode).toBe(204);
    expect((await kit.getSwap(owner, again)).json<{ status: string }>()).toMatchObject({
      status: 'cancelled',
    });
    expect(await seatsUsed(owner, 'vale-team')).toBe(1);
  });

  it('locks its admin tools while the owning account is not on Enterprise, and the community link never opens it', async () => {
    const owner = await kit.joinMember('Pia Wren', { plan: 'enterprise' });
    await createOrganisation(owner, 'Wren Lapse');
    const member = await kit.joinMember('Max Wren');
    const linkToken = await harness.database.db.execute<{ invite_token: string }>(sql`
      SELECT invite_token FROM communities WHERE slug = 'wren-lapse'`);
    const withLink = await call(member, 'POST', '/api/communities/wren-lapse/join', {
      invite: linkToken.rows[0]!.invite_token,
    });
    expect(withLink.statusCode).toBe(404);

    await ok(owner, 'POST', '/api/organisations/wren-lapse/invitations', { email: member.email });
    const { token } = await mailedToken(member.email);
    await kit.setPlan(owner, 'free');
    const refused = await invite(owner, 'wren-lapse', 'z@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'enterprise' });
    expect((await accept(member, token)).json()).toMatchObject({ code: 'plan_required' });
    // The members and their page stay: nothing is deleted when the plan lapses.
    expect((await organisation(owner, 'wren-lapse')).members).toBe(1);
    await kit.setPlan(owner, 'enterprise');
    expect((await accept(member, token)).statusCode).toBe(200);
  });

  // Last: it moves the clock past the invitation's 14 days.
  it('lets an invitation expire after 14 days, freeing its seat for a new one', async () => {
    const owner = await kit.joinMember('Eli Yarrow', { plan: 'enterprise' });
    await createOrganisation(owner, 'Yarrow Late');
    const invitee = await kit.joinMember('Ezra Yarrow');
    await ok(owner, 'POST', '/api/organisations/yarrow-late/invitations', { email: invitee.email });
    const { token } = await mailedToken(invitee.email);
    clock.advance(15 * 24 * 60 * 60 * 1000);
    const late = await accept(await kit.signInAgain(invitee), token);
    expect(late.json()).toMatchObject({ code: 'invalid_link' });
    const freshOwner = await kit.signInAgain(owner);
    expect(await seatsUsed(freshOwner, 'yarrow-late')).toBe(1);
    // An expired invitation does not block a new one.
    expect((await invite(freshOwner, 'yarrow-late', invitee.email)).statusCode).toBe(200);
  });
});
