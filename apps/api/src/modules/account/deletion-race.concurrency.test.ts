import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swaps } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { accountRoutes } from '@skillswap/contracts/account/routes';

/**
 * A member deletes their account while accepting a request sent to them (two tabs). Deletion and accept
 * both lock the member's profile and the swap; with one lock order (ADR 0043) neither can deadlock.
 */
describe(`account deletion racing the member's own accept on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let round = 0;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  /**
   * A fresh pair and a request waiting for the recipient, who will both accept it and delete their account.
   */
  async function pendingRequest() {
    round += 1;
    const requester = await kit.joinMember(`Rae Requester ${round}`);
    const recipient = await kit.joinMember(`Del Recipient ${round}`, { offers: 'Spanish', wants: 'Guitar' });
    const swapId = await kit.requestSwap(requester, recipient, { hoursOffered: 1, hoursRequested: 2 });
    return { requester, recipient, swapId };
  }
  const accept = (member: KitMember, swapId: string) => kit.act(member, swapId, 'accept');
  const deleteAccount = (member: KitMember) =>
    inject(harness.app, accountRoutes.deleteAccount, { as: member });
  const statusOf = async (swapId: string) =>
    (await harness.database.db.select({ status: swaps.status }).from(swaps).where(eq(swaps.id, swapId)))[0]
      ?.status;
  const activeHolds = async (swapId: string) =>
    Number(
      (
        await harness.database.db.execute<{ total: string }>(
          sql`SELECT count(*) AS total FROM ledger_holds WHERE swap_id = ${swapId} AND released_at IS NULL`,
        )
      ).rows[0]!.total,
    );

  it('whichever is sent first, both answer without a server error and the swap ends cancelled', async () => {
    for (const deletionFirst of [true, false]) {
      const { recipient, swapId } = await pendingRequest();
      const [deleted, accepted] = deletionFirst
        ? await Promise.all([deleteAccount(recipient), accept(recipient, swapId)])
        : (await Promise.all([accept(recipient, swapId), deleteAccount(recipient)])).reverse();
      expect(deleted!.statusCode).toBe(204);
      // 401 when the deletion ended the session before the accept was authenticated.
      expect([200, 401, 409]).toContain(accepted!.statusCode);
      expect(await statusOf(swapId)).toBe('cancelled');
      expect(await activeHolds(swapId)).toBe(0);
    }
  });

  /**
   * PostgreSQL only: the interleavings are forced. A third transaction holds a row one side needs next, so
   * that side stops half-way with its first locks taken; the other side is sent once the first is seen
   * waiting, and must then wait (not deadlock) until the first commits. PGlite runs one transaction at a
   * time on its single connection, so there these interleavings cannot happen (the test above covers it).
   */
  // Only in the PostgreSQL suite (each engine's suite holds the tests that apply to it).
  if (databaseKind === 'postgres')
    describe('with the interleaving forced on PostgreSQL', () => {
      async function waitForLockWaiters(count: number) {
        for (let attempt = 0; attempt < 400; attempt += 1) {
          const result = await harness.database.db.execute<{ waiting: number }>(sql`
          SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`);
          if (result.rows[0]!.waiting >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error(`Never saw ${count} transactions waiting for a lock`);
      }

      /** Holds `lockQuery`'s rows in its own transaction until the returned `release` is called. */
      async function holdRows(lockQuery: ReturnType<typeof sql>) {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holder = harness.database.db.transaction(async (tx) => {
          await tx.execute(lockQuery);
          locked();
          await released;
        });
        await isLocked;
        return async () => {
          release();
          await holder;
        };
      }

      it('deletion first: the accept waits for it, then is refused because the request was cancelled', async () => {
        const { recipient, swapId } = await pendingRequest();
        // Deletion stops after marking the member deleted, before it ends the sessions.
        const release = await holdRows(
          sql`SELECT id FROM auth_sessions WHERE user_id = ${recipient.userId} FOR UPDATE`,
        );
        const deleted = deleteAccount(recipient);
        await waitForLockWaiters(1);
        const accepted = accept(recipient, swapId);
        await waitForLockWaiters(2);
        await release();
        expect((await deleted).statusCode).toBe(204);
        const answer = await accepted;
        expect(answer.statusCode).toBe(409);
        expect(await statusOf(swapId)).toBe('cancelled');
      });

      it('accept first: the deletion waits for it, then cancels the accepted swap and releases its hold', async () => {
        const { recipient, swapId } = await pendingRequest();
        // Accept stops when it reaches the ledger, after its swap (and member) locks.
        const release = await holdRows(
          sql`SELECT id FROM ledger_accounts WHERE member_id = ${recipient.userId} FOR UPDATE`,
        );
        const accepted = accept(recipient, swapId);
        await waitForLockWaiters(1);
        const deleted = deleteAccount(recipient);
        await waitForLockWaiters(2);
        await release();
        expect((await accepted).statusCode).toBe(200);
        expect((await deleted).statusCode).toBe(204);
        expect(await statusOf(swapId)).toBe('cancelled');
        expect(await activeHolds(swapId)).toBe(0);
      });
    });
});
