import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationOverview, NodeLink } from '@skillswap/contracts/federation/schemas';
import { databaseKind } from '../../test/database.ts';
import { signUpMember } from '../../test/members.ts';
import type { TestStaffMember } from '../../test/staff.ts';
import { decryptSecret } from '../../lib/secret-box.ts';
import { startNode, type Node } from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { federationRoutes } from '@skillswap/contracts/federation/routes';

// ADR 183: a hub's admin invites, a branch's admin joins with the invitation over
// real HTTP between two servers; both record the link; either pauses (the kill switch), resumes and ends it;
// node messages are signed, fresh and used once, and anything else changes nothing.

describe(`federation links on ${databaseKind}`, { timeout: 60_000 }, () => {
  let hub: Node;
  let branch: Node;
  let other: Node;
  beforeAll(async () => {
    [hub, branch, other] = await Promise.all([
      startNode('hub'),
      startNode('riverside'),
      startNode('hilltop'),
    ]);
  }, 120_000);
  afterAll(() => Promise.all([hub, branch, other].map((node) => node?.close())));

  const call = (node: Node, method: 'GET' | 'POST', url: string, payload?: object, who?: TestStaffMember) =>
    node.app.inject({
      method,
      url,
      headers: (who ?? node.admin).authHeader,
      ...(payload ? { payload } : {}),
    });
  const overview = async (node: Node) =>
    (await call(node, 'GET', '/api/admin/federation')).json<FederationOverview>();
  const invite = async (days = 7) => {
    const response = await call(hub, 'POST', '/api/admin/federation/invitations', {
      maxOwedHours: 40,
      maxOwingHours: 25.5,
      days,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ invitation: string }>().invitation;
  };
  const auditEvents = async (node: Node) =>
    (
      await node.database.db.execute<{ event: string }>(
        sql`SELECT event FROM audit_log WHERE event LIKE 'node_%' ORDER BY id`,
      )
    ).rows.map((row) => row.event);

  let invitation: string;
  let branchLink: NodeLink;

  it('keeps the console to admins and refuses bad limits, changing nothing', async () => {
    const member = await signUpMember(hub.app);
    const asMember = await inject(hub.app, federationRoutes.getFederation, { as: member });
    expect(asMember.statusCode).toBe(403);
    for (const bad of [
      { maxOwedHours: -1, maxOwingHours: 1, days: 7 },
      { maxOwedHours: 1.005, maxOwingHours: 1, days: 7 },
      { maxOwedHours: 1, maxOwingHours: 1, days: 0 },
      { maxOwedHours: 1, maxOwingHours: 1, days: 31 },
    ]) {
      expect((await call(hub, 'POST', '/api/admin/federation/invitations', bad)).statusCode).toBe(400);
    }
    expect(await overview(hub)).toEqual({ nodeName: 'hub', links: [], openInvitations: 0, waiting: [] });
  });

  it('links a branch to its hub with a one-time invitation, and both sides record the link', async () => {
    invitation = await invite();
    expect((await overview(hub)).openInvitations).toBe(1);
    const joined = await call(branch, 'POST', '/api/admin/federation/trunk', { invitation });
    expect(joined.statusCode, joined.body).toBe(201);
    branchLink = joined.json<NodeLink>();
    expect(branchLink).toMatchObject({
      peerRole: 'trunk',
      peerName: 'hub',
      peerUrl: hub.url,
      maxOwedHours: 40,
      maxOwingHours: 25.5,
      rate: 1,
      status: 'active',
      pausedBy: null,
      balance: 0,
    });
    const hubSide = await overview(hub);
    expect(hubSide.openInvitations).toBe(0);
    expect(hubSide.links).toEqual([
      expect.objectContaining({
        peerRole: 'branch',
        peerName: 'riverside',
        peerUrl: branch.url,
        status: 'active',
      }),
    ]);
    expect(await auditEvents(hub)).toEqual(['node_invitation_created', 'node_link_created']);
    expect(await auditEvents(branch)).toEqual(['node_link_created']);
  });

  it('refuses a spent invitation, a second hub, a name taken at the hub and garbage, changing nothing', async () => {
    const spent = await call(other, 'POST', '/api/admin/federation/trunk', { invitation });
    expect(spent.statusCode).toBe(400);
    expect(
      (await call(branch, 'POST', '/api/admin/federation/trunk', { invitation: await invite() })).statusCode,
    ).toBe(409);
    for (const garbage of ['not an invitation', Buffer.from('{"v":1}').toString('base64url'), 'a\u0000b']) {
      expect(
        (await call(other, 'POST', '/api/admin/federation/trunk', { invitation: garbage })).statusCode,
      ).toBe(400);
    }
    // An invitation that points at a private address is refused before anything is sent
    // (the webhooks' guard).
    const forged = Buffer.from(
      JSON.stringify({ v: 1, node: 'hub', url: 'http://10.1.2.3/', token: 'x'.repeat(43) }),
    ).toString('base64url');
    expect(
      (await call(other, 'POST', '/api/admin/federation/trunk', { invitation: forged })).statusCode,
    ).toBe(400);
    expect((await overview(other)).links).toEqual([]);
    expect((await overview(hub)).links).toHaveLength(1);
  });

  it('refuses an expired invitation, and a branch that gives the hub a private address, changing nothing', async () => {
    // T110: an invitation past its days is refused as a spent one is.
    const expireOpenInvitations = () =>
      hub.database.db.execute(
        sql`UPDATE federation_invitations SET expires_at = now() - interval '1 minute' WHERE redeemed_at IS NULL`,
      );
    const late = await invite(1);
    await expireOpenInvitations();
    expect((await call(other, 'POST', '/api/admin/federation/trunk', { invitation: late })).statusCode).toBe(
      400,
    );
    // T106: redeeming, a branch names the address the hub will call it at; a private one is refused before
    // the invitation is spent.
    const open = await invite();
    const { token } = JSON.parse(Buffer.from(open, 'base64url').toString('utf8')) as { token: string };
    for (const url of ['http://10.1.2.3/', 'https://192.168.1.20/', 'http://169.254.169.254/']) {
      const accepted = await inject(hub.app, federationRoutes.acceptNodeLink, {
        body: { token, node: 'lowland', url },
      });
      expect(accepted.statusCode, accepted.body).toBe(400);
    }
    const hubSide = await overview(hub);
    expect(hubSide.links.map((link) => link.peerName)).toEqual(['riverside']);
    expect(hubSide.openInvitations).toBe(1);
    await expireOpenInvitations();
  });

  it('pauses and resumes from either side, telling the other, and ends a link whose balance is zero', async () => {
    const paused = await call(branch, 'POST', `/api/admin/federation/links/${branchLink.id}/pause`);
    expect(paused.json()).toMatchObject({ status: 'paused', pausedBy: 'us' });
    const hubLink = (await overview(hub)).links[0]!;
    expect(hubLink).toMatchObject({ status: 'paused', pausedBy: 'them' });
    // The hub cannot lift a pause the branch made.
    expect((await call(hub, 'POST', `/api/admin/federation/links/${hubLink.id}/resume`)).statusCode).toBe(
      409,
    );
    await call(branch, 'POST', `/api/admin/federation/links/${branchLink.id}/resume`);
    expect((await overview(hub)).links[0]).toMatchObject({ status: 'active', pausedBy: null });

    const ended = await call(hub, 'POST', `/api/admin/federation/links/${hubLink.id}/end`);
    expect(ended.json()).toMatchObject({ status: 'ended' });
    expect((await overview(branch)).links[0]).toMatchObject({ status: 'ended' });
    expect(await auditEvents(branch)).toEqual([
      'node_link_created',
      'node_link_paused',
      'node_link_resumed',
      'node_link_ended',
    ]);
  });

  it('takes a node message only signed with the link’s key, fresh and once', async () => {
    invitation = await invite();
    const joined = (
      await call(other, 'POST', '/api/admin/federation/trunk', { invitation })
    ).json<NodeLink>();
    const hubRow = (
      await hub.database.db.execute<{ secret_sealed: string }>(
        sql`SELECT secret_sealed FROM federation_links WHERE peer_name = 'hilltop'`,
      )
    ).rows[0]!;
    const key = decryptSecret(hub.config.AUTH_SECRET, 'node-link-key', hubRow.secret_sealed);
    const body = JSON.stringify({ status: 'paused' });
    const signed = (at: number, nonce: string, signingKey = key) => ({
      'content-type': 'application/json',
      'cc-user': 'hilltop',
      'cc-auth': '',
      'x-skillswap-node-signature': `t=${at},n=${nonce},v1=${createHmac('sha256', signingKey)
        .update(`${at}.${nonce}.POST./api/federation/link-state.${body}`)
        .digest('base64url')}`,
    });
    const send = (headers: Record<string, string>) =>
      inject(hub.app, federationRoutes.setNodeLinkState, { unchecked: true, headers, body });
    const now = Math.floor(Date.now() / 1000);
    expect((await send({ 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await send(signed(now, 'wrong-key-nonce-0001', 'not the key'))).statusCode).toBe(401);
    expect((await send(signed(now - 600, 'stale-nonce-00000001'))).statusCode).toBe(401);
    expect((await send({ ...signed(now, 'other-name-nonce-001'), 'cc-user': 'riverside' })).statusCode).toBe(
      401,
    );
    expect((await overview(hub)).links.find((link) => link.peerName === 'hilltop')).toMatchObject({
      status: 'active',
    });

    const once = signed(now, 'fresh-nonce-00000001');
    expect((await send(once)).statusCode).toBe(204);
    expect((await send(once)).statusCode).toBe(401);
    expect((await overview(hub)).links.find((link) => link.peerName === 'hilltop')).toMatchObject({
      status: 'paused',
      pausedBy: 'them',
    });
    expect(joined.peerName).toBe('hub');

    // T107: riverside's link ended in the test before; its own key, fresh and signed, is refused.
    const endedRow = (
      await hub.database.db.execute<{ secret_sealed: string }>(
        sql`SELECT secret_sealed FROM federation_links WHERE peer_name = 'riverside'`,
      )
    ).rows[0]!;
    const endedKey = decryptSecret(hub.config.AUTH_SECRET, 'node-link-key', endedRow.secret_sealed);
    const fromEnded = { ...signed(now, 'ended-link-nonce-001', endedKey), 'cc-user': 'riverside' };
    expect((await send(fromEnded)).statusCode).toBe(401);
    expect((await overview(hub)).links.find((link) => link.peerName === 'riverside')).toMatchObject({
      status: 'ended',
    });
  });
});
