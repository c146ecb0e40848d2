import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeLink, PartnerDirectoryPage } from '@skillswap/contracts/federation/schemas';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { decryptSecret } from '../../lib/secret-box.ts';
import { freePort } from '../../test/ports.ts';
import { startNode, type Node } from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { federationRoutes } from '@skillswap/contracts/federation/routes';

// ADR 185: members of linked installs find each other in "Other exchanges", only when they
// opted in and only by name, skills, city (when shown) and rating. Three nodes over real HTTP: a hub
// and two branches.

const sharedFields = ['city', 'id', 'name', 'node', 'rating', 'skillsOffered', 'skillsWanted'];

describe(`the partner directory on ${databaseKind}`, { timeout: 60_000 }, () => {
  let hub: Node;
  let riverside: Node;
  let hilltop: Node;
  let rita: TestMember;
  let otto: TestMember;
  let hana: TestMember;
  let hugo: TestMember;
  let hubert: TestMember;

  const member = async (
    node: Node,
    profile: { name: string; city: string; skill: string },
    privacy: object,
  ) => {
    const signedUp = await signUpMember(node.app, { fullName: profile.name });
    const saved = await inject(node.app, profileRoutes.updateMyProfile, {
      as: signedUp,
      body: {
        full_name: profile.name,
        bio: 'A bio that stays at home',
        location_street: '1 Hidden Lane',
        location_city: profile.city,
        skills_offered: [profile.skill],
        skills_wanted: ['Welsh'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await setPrivacy(node, signedUp, privacy);
    return signedUp;
  };
  const setPrivacy = async (node: Node, who: TestMember, privacy: object) => {
    const response = await inject(node.app, privacyRoutes.updatePrivacySettings, { as: who, body: privacy });
    expect(response.statusCode, response.body).toBe(200);
  };
  const search = async (node: Node, who: TestMember, query = '') => {
    const response = await node.app.inject({
      method: 'GET',
      url: `/api/federation/members${query}`,
      headers: who.authHeader,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PartnerDirectoryPage>();
  };
  const names = (page: PartnerDirectoryPage) =>
    page.items.map((item) => `${item.name} · ${item.node}`).sort();
  const link = async (branch: Node) => {
    const invited = await inject(hub.app, federationRoutes.createNodeInvitation, {
      headers: hub.admin.authHeader,
      body: { maxOwedHours: 10, maxOwingHours: 10, days: 1 },
    });
    const joined = await inject(branch.app, federationRoutes.joinTrunk, {
      headers: branch.admin.authHeader,
      body: { invitation: invited.json<{ invitation: string }>().invitation },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return joined.json<NodeLink>();
  };
  const hubLinkTo = async (peer: string) =>
    (
      await hub.database.db.execute<{ id: string; secret_sealed: string }>(
        sql`SELECT id, secret_sealed FROM federation_links WHERE peer_name = ${peer} AND status <> 'ended'`,
      )
    ).rows[0]!;

  beforeAll(async () => {
    [hub, riverside, hilltop] = await Promise.all([
      startNode('hub'),
      startNode('riverside'),
      startNode('hilltop'),
    ]);
    [rita, otto, hana, hugo, hubert] = await Promise.all([
      member(riverside, { name: 'Rita Loom', city: 'Porto', skill: 'Weaving' }, { visibleToPartners: true }),
      member(riverside, { name: 'Otto Loom', city: 'Porto', skill: 'Weaving' }, {}),
      member(
        hilltop,
        { name: 'Hana Loom', city: 'Braga', skill: 'Pottery' },
        { visibleToPartners: true, _show_location_detail: 'hidden' },
      ),
      member(hilltop, { name: 'Hugo Loom', city: 'Braga', skill: 'Pottery' }, { visibleToPartners: true }),
      member(
        hub,
        { name: 'Hubert Loom', city: 'Lisbon', skill: 'Guitar' },
        { visibleToPartners: true, _show_location_detail: 'full' },
      ),
    ]);
  }, 120_000);
  afterAll(() => Promise.all([hub, riverside, hilltop].map((node) => node?.close())));

  it('says an install with no links has no other exchanges', async () => {
    expect(await search(riverside, rita)).toEqual({
      isLinked: false,
      items: [],
      unavailable: [],
      hasMore: false,
    });
    expect((await inject(hub.app, federationRoutes.searchPartnerMembers)).statusCode).toBe(401);
  });

  it('lists the opted-in members of every node through the hub, with the shared fields only', async () => {
    await link(riverside);
    await link(hilltop);
    // Suspended members are never listed, whatever they chose.
    await hilltop.database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${hugo.userId}`);

    const fromRiverside = await search(riverside, rita);
    // A member's own exchange is Explore's: the hub does not hand a branch its own members back.
    expect(names(fromRiverside)).toEqual(['Hana Loom · hilltop', 'Hubert Loom · hub']);
    expect(fromRiverside).toMatchObject({ isLinked: true, unavailable: [], hasMore: false });
    for (const item of fromRiverside.items) expect(Object.keys(item).sort()).toEqual(sharedFields);
    expect(fromRiverside.items.find((item) => item.node === 'hub')).toEqual({
      id: hubert.userId,
      name: 'Hubert Loom',
      skillsOffered: ['Guitar'],
      skillsWanted: ['Welsh'],
      city: 'Lisbon',
      rating: 0,
      node: 'hub',
    });
    // Hana hides her location at home, so no partner learns her city either.
    expect(fromRiverside.items.find((item) => item.node === 'hilltop')?.city).toBeNull();
    const text = JSON.stringify(fromRiverside);
    for (const secret of ['Hidden Lane', 'A bio that stays', '@skillswap.test', otto.userId, hugo.userId]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(rita.email);

    // The hub asks each branch, and a branch speaks only for itself.
    expect(names(await search(hub, hubert))).toEqual(['Hana Loom · hilltop', 'Rita Loom · riverside']);
    expect(names(await search(hilltop, hana, '?q=weav'))).toEqual(['Rita Loom · riverside']);
  });

  it('drops a member the moment they opt out, and adds one who opts in', async () => {
    await setPrivacy(riverside, rita, { visibleToPartners: false });
    await setPrivacy(riverside, otto, { visibleToPartners: true });
    expect(names(await search(hilltop, hana, '?q=loom'))).toEqual([
      'Hubert Loom · hub',
      'Otto Loom · riverside',
    ]);
    await setPrivacy(riverside, rita, { visibleToPartners: true });
    await setPrivacy(riverside, otto, { visibleToPartners: false });

    // T109: a private profile stays home though its member opted in, and is listed again once public.
    await setPrivacy(riverside, rita, { _profile_visibility: 'private' });
    expect(names(await search(hilltop, hana, '?q=loom'))).toEqual(['Hubert Loom · hub']);
    await setPrivacy(riverside, rita, { _profile_visibility: 'public' });
    expect(names(await search(hilltop, hana, '?q=loom'))).toEqual([
      'Hubert Loom · hub',
      'Rita Loom · riverside',
    ]);
  });

  it('asks no paused link, and a paused link answers nothing', async () => {
    const hilltopLink = await hubLinkTo('hilltop');
    const paused = await inject(hub.app, federationRoutes.pauseNodeLink, {
      params: { id: hilltopLink.id },
      headers: hub.admin.authHeader,
    });
    expect(paused.statusCode).toBe(200);
    expect(await search(riverside, rita)).toMatchObject({ unavailable: [] });
    expect(names(await search(riverside, rita))).toEqual(['Hubert Loom · hub']);
    expect(await search(hilltop, hana)).toEqual({
      isLinked: false,
      items: [],
      unavailable: [],
      hasMore: false,
    });
    const resumed = await inject(hub.app, federationRoutes.resumeNodeLink, {
      params: { id: hilltopLink.id },
      headers: hub.admin.authHeader,
    });
    expect(resumed.statusCode).toBe(200);
  });

  it('takes a node’s request only signed, fresh and once, and refuses it on a paused link', async () => {
    const row = await hubLinkTo('hilltop');
    const key = decryptSecret(hub.config.AUTH_SECRET, 'node-link-key', row.secret_sealed);
    const body = JSON.stringify({ q: '', page: 1 });
    const signed = (at: number, nonce: string, signingKey = key) => ({
      'content-type': 'application/json',
      'cc-user': 'hilltop',
      'cc-auth': '',
      'x-skillswap-node-signature': `t=${at},n=${nonce},v1=${createHmac('sha256', signingKey)
        .update(`${at}.${nonce}.POST./api/federation/directory.${body}`)
        .digest('base64url')}`,
    });
    const ask = (headers: Record<string, string>) =>
      inject(hub.app, federationRoutes.readNodeDirectory, { unchecked: true, headers, body });
    const now = Math.floor(Date.now() / 1000);
    expect((await ask({ 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await ask(signed(now, 'directory-wrong-key-1', 'not the key'))).statusCode).toBe(401);
    expect((await ask(signed(now - 600, 'directory-stale-0001'))).statusCode).toBe(401);

    const once = signed(now, 'directory-fresh-0001');
    const answered = await ask(once);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<{ nodes: Array<{ node: string }> }>().nodes.map((entry) => entry.node)).toEqual([
      'hub',
      'riverside',
    ]);
    const replayed = await ask(once);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.body).not.toContain('Hubert');

    await hub.database.db.execute(sql`UPDATE federation_links SET status = 'paused', paused_by = 'us'
      WHERE id = ${row.id}`);
    const refused = await ask(signed(now, 'directory-paused-001'));
    expect(refused.statusCode).toBe(409);
    expect(refused.body).not.toContain('Hubert');
    await hub.database.db.execute(sql`UPDATE federation_links SET status = 'active', paused_by = NULL
      WHERE id = ${row.id}`);
  });

  it('lets one member search 30 times a minute', async () => {
    const eager = await signUpMember(hilltop.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await inject(hilltop.app, federationRoutes.searchPartnerMembers, {
        query: { q: 'nobody-matches-this' },
        as: eager,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another member is not held back by it.
    expect((await search(hilltop, hana, '?q=nobody-matches-this')).items).toEqual([]);
  });

  it('names a node that does not answer and still lists the others', async () => {
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    await hub.database.db.execute(
      sql`UPDATE federation_links SET peer_url = ${unreachable} WHERE peer_name = 'hilltop'`,
    );
    const page = await search(riverside, rita);
    expect(page.unavailable).toEqual(['hilltop']);
    expect(names(page)).toEqual(['Hubert Loom · hub']);
    await hub.database.db.execute(
      sql`UPDATE federation_links SET peer_url = ${hilltop.url} WHERE peer_name = 'hilltop'`,
    );
  });
});
