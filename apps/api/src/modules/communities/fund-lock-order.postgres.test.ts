import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunitySummary } from '@skillswap/contracts/communities/schemas';
import { createTestApp } from '../../test/app.ts';
import type { TestMember } from '../../test/members.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import { createSwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

/**
 * Members give to their community's fund while a coordinator grants to those same members, all at once over
 * real HTTP on PostgreSQL (ADR 157). A donation and a grant lock the same two ledger accounts;
 * taken in opposite orders, PostgreSQL ended one of each crossing pair as a deadlock victim (503).
 */
describe('donations and grants of one community fund at the same time on PostgreSQL', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await createTestApp();
    baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => harness.close());

  const post = (member: TestMember, path: string, body: object) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...member.authHeader, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('never deadlocks: every donation and every grant is answered 200', { timeout: 180_000 }, async () => {
    const kit = createSwapKit(harness.app, harness.database);
    const owner = await kit.joinMember('Petra Pool');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/communities',
      headers: owner.authHeader,
      payload: {
        name: 'Pool Bank',
        description: 'A fund that moves both ways.',
        isOnline: true,
        visibility: 'public',
        joinRule: 'open',
      },
    });
    const { slug } = created.json<{ data: CommunitySummary }>().data;
    const members: TestMember[] = [];
    for (let index = 0; index < 16; index += 1) {
      const member = await kit.joinMember(`Pooler ${index + 1}`);
      await harness.app.inject({
        method: 'POST',
        url: `/api/communities/${slug}/join`,
        headers: member.authHeader,
        payload: {},
      });
      members.push(member);
    }
    // The fund starts with enough for every grant of every round, whatever the order they arrive in.
    expect((await post(owner, `/api/communities/${slug}/fund/donations`, { amount: 2 })).status).toBe(200);
    for (const member of members.slice(0, 8)) {
      expect((await post(member, `/api/communities/${slug}/fund/donations`, { amount: 1 })).status).toBe(200);
    }

    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const responses = await Promise.all(
        members.flatMap((member) => [
          post(member, `/api/communities/${slug}/fund/donations`, { amount: 0.1 }),
          post(owner, `/api/communities/${slug}/fund/grants`, { memberId: member.userId, amount: 0.1 }),
        ]),
      );
      statuses.push(...responses.map((response) => response.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const fund = await harness.database.db.execute<{ movements: string }>(sql`
      SELECT count(*) AS movements FROM ledger_movements m
      JOIN ledger_accounts a ON a.id = m.account_id
      JOIN communities c ON c.id = a.community_id WHERE c.slug = ${slug}`);
    expect(Number(fund.rows[0]!.movements)).toBe(1 + 8 + 4 * 32);
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });
});
