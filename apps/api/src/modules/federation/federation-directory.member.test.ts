import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerMemberProfile } from '@skillswap/contracts/federation/schemas';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { freePort } from '../../test/ports.ts';
import { startTree, type Node } from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { federationRoutes } from '@skillswap/contracts/federation/routes';

// ADR 211: a member of another exchange has a profile page, asked of their node through the link (or
// the hub) each time; only what they share, and one 404 for everyone who is not to be seen.

const sharedFields = ['city', 'id', 'name', 'node', 'rating', 'skillsOffered', 'skillsWanted'];
const notVisible = 'No member of a linked exchange who chose to be visible here has that address';

describe(`a remote member's profile on ${databaseKind}`, { timeout: 60_000 }, () => {
  let tree: Awaited<ReturnType<typeof startTree>>;
  let rita: TestMember;
  let otto: TestMember;
  let hana: TestMember;
  let hubert: TestMember;

  const member = async (node: Node, name: string, privacy: object) => {
    const signedUp = await signUpMember(node.app, { fullName: name });
    const saved = await inject(node.app, profileRoutes.updateMyProfile, {
      as: signedUp,
      body: {
        full_name: name,
        bio: 'A bio that stays at home',
        location_street: '1 Hidden Lane',
        location_city: 'Porto',
        skills_offered: ['Weaving'],
        skills_wanted: ['Welsh'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const set = await inject(node.app, privacyRoutes.updatePrivacySettings, { as: signedUp, body: privacy });
    expect(set.statusCode, set.body).toBe(200);
    return signedUp;
  };
  const read = (node: Node, who: TestMember | null, peer: string, id: string) =>
    node.app.inject({
      method: 'GET',
      url: `/api/federation/members/${peer}/${id}`,
      headers: { ...who?.authHeader, 'accept-language': 'en' },
    });
  const setLink = async (action: 'pause' | 'resume', peer: string) => {
    const { rows } = await tree.hub.database.db.execute<{ id: string }>(
      sql`SELECT id FROM federation_links WHERE peer_name = ${peer} AND status <> 'ended'`,
    );
    const response = await tree.hub.app.inject({
      method: 'POST',
      url: `/api/admin/federation/links/${rows[0]!.id}/${action}`,
      headers: tree.hub.admin.authHeader,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    tree = await startTree();
    [rita, otto, hana, hubert] = await Promise.all([
      member(tree.riverside, 'Rita Loom', { visibleToPartners: true }),
      member(tree.riverside, 'Otto Loom', {}),
      member(tree.hilltop, 'Hana Loom', { visibleToPartners: true, _show_location_detail: 'hidden' }),
      member(tree.hub, 'Hubert Loom', { visibleToPartners: true, _show_location_detail: 'full' }),
    ]);
  }, 120_000);
  afterAll(() => tree?.close());

  it('shows a visible member to another branch through the hub, with the shared fields only', async () => {
    const response = await read(tree.hilltop, hana, 'riverside', rita.userId);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json<PartnerMemberProfile>();
    expect(Object.keys(profile).sort()).toEqual(sharedFields);
    expect(profile).toEqual({
      id: rita.userId,
      name: 'Rita Loom',
      skillsOffered: ['Weaving'],
      skillsWanted: ['Welsh'],
      city: 'Porto',
      rating: 0,
      node: 'riverside',
    });
    for (const secret of ['Hidden Lane', 'A bio that stays', rita.email]) {
      expect(response.body).not.toContain(secret);
    }
    // The hub reads its branch directly, and a branch reads its hub; a hidden city stays hidden.
    expect((await read(tree.hub, hubert, 'riverside', rita.userId)).json()).toMatchObject({
      node: 'riverside',
    });
    expect((await read(tree.riverside, rita, 'hub', hubert.userId)).json()).toMatchObject({
      name: 'Hubert Loom',
      node: 'hub',
    });
    expect((await read(tree.riverside, rita, 'hilltop', hana.userId)).json()).toMatchObject({
      name: 'Hana Loom',
      city: null,
    });
  });

  it('answers one 404 for a hidden member, an unknown one, an unknown node and the own exchange', async () => {
    const answers = await Promise.all([
      read(tree.hilltop, hana, 'riverside', otto.userId),
      read(tree.hilltop, hana, 'riverside', randomUUID()),
      read(tree.hilltop, hana, 'nowhere', rita.userId),
      read(tree.hilltop, hana, 'hilltop', hana.userId),
      read(tree.hub, hubert, 'hilltop', rita.userId),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json<{ message: string }>().message).toBe(notVisible);
      expect(answer.body).not.toContain('Otto');
    }
  });

  it('drops a member the moment they opt out', async () => {
    const optOut = await inject(tree.riverside.app, privacyRoutes.updatePrivacySettings, {
      as: rita,
      body: { visibleToPartners: false },
    });
    expect(optOut.statusCode).toBe(200);
    expect((await read(tree.hilltop, hana, 'riverside', rita.userId)).statusCode).toBe(404);
    await inject(tree.riverside.app, privacyRoutes.updatePrivacySettings, {
      as: rita,
      body: { visibleToPartners: true },
    });
    expect((await read(tree.hilltop, hana, 'riverside', rita.userId)).statusCode).toBe(200);
  });

  it('refuses a malformed address with 400 and a visitor with 401', async () => {
    const nul = await read(tree.hilltop, hana, 'riverside', `${rita.userId}%00`);
    expect(nul.statusCode, nul.body).toBe(400);
    expect((await read(tree.hilltop, hana, 'river%00side', rita.userId)).statusCode).toBe(400);
    expect((await read(tree.hilltop, null, 'riverside', rita.userId)).statusCode).toBe(401);
  });

  it('is 404 over a paused link, on both sides of it', async () => {
    await setLink('pause', 'hilltop');
    // Riverside's hub has no active link to hilltop to pass the question on; hilltop's own link is paused.
    const fromRiverside = await read(tree.riverside, rita, 'hilltop', hana.userId);
    expect(fromRiverside.statusCode, fromRiverside.body).toBe(404);
    expect(fromRiverside.json<{ message: string }>().message).toBe(notVisible);
    expect((await read(tree.hilltop, hana, 'riverside', rita.userId)).statusCode).toBe(404);
    expect((await read(tree.hub, hubert, 'hilltop', hana.userId)).statusCode).toBe(404);
    await setLink('resume', 'hilltop');
    expect((await read(tree.riverside, rita, 'hilltop', hana.userId)).statusCode).toBe(200);
  });

  it('says so with a 503 when the member’s exchange does not answer', async () => {
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    await tree.hub.database.db.execute(
      sql`UPDATE federation_links SET peer_url = ${unreachable} WHERE peer_name = 'riverside'`,
    );
    for (const [node, who] of [
      [tree.hub, hubert],
      [tree.hilltop, hana],
    ] as const) {
      const answer = await read(node, who, 'riverside', rita.userId);
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json<{ message: string }>().message).toBe(
        'That member’s exchange is not answering right now; try again later',
      );
    }
    await tree.hub.database.db.execute(
      sql`UPDATE federation_links SET peer_url = ${tree.riverside.url} WHERE peer_name = 'riverside'`,
    );
    expect((await read(tree.hilltop, hana, 'riverside', rita.userId)).statusCode).toBe(200);
  });

  it('lets one member open 60 pages a minute', async () => {
    const eager = await signUpMember(tree.hilltop.app);
    const statuses: number[] = [];
    // An unknown node answers at once, without asking anyone: only the count is under test.
    for (let attempt = 0; attempt < 61; attempt += 1) {
      statuses.push((await read(tree.hilltop, eager, 'nowhere', rita.userId)).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another member is not held back by it.
    expect((await read(tree.hilltop, hana, 'riverside', rita.userId)).statusCode).toBe(200);
  });

  it('takes a node’s question only signed', async () => {
    const unsigned = await inject(tree.hub.app, federationRoutes.readNodeMember, {
      body: { node: 'hub', id: hubert.userId },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.body).not.toContain('Hubert');
  });
});
