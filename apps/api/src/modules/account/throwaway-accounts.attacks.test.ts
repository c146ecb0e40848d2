import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStatementCommand } from '../../cli/ledger-commands.ts';
import { communityFundAccountId } from '../../db/schema/index.ts';
import { skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import { systemClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { getFundStatement } from '../ledger/index.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import { openDispute } from '../swap-lifecycle/disputes.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { resolveDispute } from '../swap-lifecycle/index.ts';
import { inject } from '../../test/inject.ts';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';

// The attack: throwaway accounts each take the starter grant, learn on credit from a main account
// and delete themselves, leaving the debt behind. Under the old rules (grant on a complete profile, floor -5
// SC for everyone) each throwaway moved 2 + 5 = 7 SC to the main account.
describe(`throwaway accounts cannot farm SkillCoin on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let main: KitMember;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    main = await kit.joinMember('Main Account');
  });
  afterAll(() => harness.close());

  const sumOfAllBalances = async () =>
    Number(
      (
        await harness.database.db.execute<{ total: string }>(
          sql`SELECT coalesce(sum(amount), 0) AS total FROM ledger_movements`,
        )
      ).rows[0]!.total,
    );
  const deleteAccount = (member: KitMember) =>
    inject(harness.app, accountRoutes.deleteAccount, { as: member });

  /**
   * Requests, accepts and confirms a swap in which `learner` learns `hours` from `teacher` and teaches
   * `taught`.
   */
  async function completeSwap(learner: KitMember, teacher: KitMember, hours: number, taught = 0) {
    const swapId = await kit.requestSwap(learner, teacher, { hoursOffered: taught, hoursRequested: hours });
    await kit.actOk(teacher, swapId, 'accept');
    const confirmation = { requesterHours: taught, recipientHours: hours };
    await kit.actOk(learner, swapId, 'confirm', confirmation);
    const done = await kit.actOk(teacher, swapId, 'confirm', confirmation);
    expect(done.status).toBe('completed');
  }

  it('T-credit-1: a throwaway that learns on credit from a main account and deletes itself yields at most the starter grant', async () => {
    const throwaways = 3;
    const mainBefore = (await kit.balanceOf(main)).balance;
    for (let index = 0; index < throwaways; index += 1) {
      const throwaway = await kit.joinMember(`Throwaway ${index}`);
      const balance = await kit.balanceOf(throwaway);
      // The old attack: 7 hours on 2 SC of grant and 5 SC of credit. The acceptance is refused now.
      const onCredit = await inject(harness.app, swapRoutes.createSwapRequest, {
        as: throwaway,
        body: {
          targetId: main.userId,
          offeredSkill: 'Guitar',
          requestedSkill: 'Spanish',
          message: '',
          hoursOffered: 0,
          hoursRequested: skillCoinRules.starterGrant - skillCoinRules.creditFloor,
        },
      });
      expect(onCredit.statusCode).toBe(201);
      const greedyId = onCredit.json<{ data: { id: string } }>().data.id;
      const accept = await kit.act(main, greedyId, 'accept');
      expect(accept.statusCode).toBe(422);
      expect(accept.json()).toMatchObject({ code: 'insufficient_credit' });
      await kit.actOk(throwaway, greedyId, 'cancel');
      // The most the rules let it learn without teaching: what it holds above its floor.
      await completeSwap(throwaway, main, balance.available - balance.creditFloor);
      expect((await deleteAccount(throwaway)).statusCode).toBe(204);
    }
    const yieldPerThrowaway = ((await kit.balanceOf(main)).balance - mainBefore) / throwaways;
    console.info(`[measure] throwaway attack yield: ${yieldPerThrowaway} SC per throwaway (was 7 SC)`);
    expect(yieldPerThrowaway).toBeLessThanOrEqual(skillCoinRules.starterGrant);
    expect(await sumOfAllBalances()).toBe(0);
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });

  it('a deleted member’s negative balance is written off to the community fund as its own entry, and the ledger still sums to zero', async () => {
    const debtor = await kit.joinMember('Dee Debtor');
    const teacher = await kit.joinMember('Tess Teacher');
    // Teaching once in a completed swap opens the credit down to -5 SC.
    await completeSwap(teacher, debtor, 1);
    expect(await kit.balanceOf(debtor)).toMatchObject({
      balance: 3,
      creditFloor: skillCoinRules.creditFloor,
    });
    await completeSwap(debtor, teacher, 7);
    expect((await kit.balanceOf(debtor)).balance).toBe(-4);

    expect((await deleteAccount(debtor)).statusCode).toBe(204);
    const fund = await getFundStatement(harness.database.db, { limit: 5 });
    expect(fund.items[0]).toMatchObject({
      kind: 'deletion_write_off',
      amount: -4,
      counterpart: { id: debtor.userId, fullName: 'Former member' },
    });
    const debtorAccount = await harness.database.db.execute<{ balance: string }>(sql`
      SELECT coalesce(sum(m.amount), 0) AS balance FROM ledger_movements m
      JOIN ledger_accounts a ON a.id = m.account_id WHERE a.member_id = ${debtor.userId}`);
    expect(Number(debtorAccount.rows[0]!.balance)).toBe(0);
    expect(await sumOfAllBalances()).toBe(0);
    const fundBalance = await harness.database.db.execute<{ balance: string }>(sql`
      SELECT coalesce(sum(amount), 0) AS balance FROM ledger_movements WHERE account_id = ${communityFundAccountId}`);
    expect(fund.items[0]!.balanceAfter).toBe(Number(fundBalance.rows[0]!.balance));
    // The operator reads the same statement with `fund:statement`.
    const printed: string[] = [];
    await fundStatementCommand(harness.database, ['--limit', '1'], { print: (line) => printed.push(line) });
    expect(printed).toEqual([expect.stringContaining('[deletion_write_off] -4 SC')]);
    expect(printed[0]).toContain(debtor.userId);
  });

  it('deleting an account with an accepted swap cancels it and releases the hold; nothing is written off', async () => {
    const leaver = await kit.joinMember('Lee Leaver');
    const swapId = await kit.requestSwap(leaver, main, { hoursOffered: 0, hoursRequested: 2 });
    await kit.actOk(main, swapId, 'accept');
    expect(await kit.balanceOf(leaver)).toMatchObject({ balance: 2, held: 2 });
    const fundBefore = await getFundStatement(harness.database.db, { limit: 1 });

    expect((await deleteAccount(leaver)).statusCode).toBe(204);
    expect((await kit.getSwap(main, swapId)).json<{ status: string }>().status).toBe('cancelled');
    const holds = await harness.database.db.execute<{ active: string }>(
      sql`SELECT count(*) AS active FROM ledger_holds WHERE swap_id = ${swapId} AND released_at IS NULL`,
    );
    expect(Number(holds.rows[0]!.active)).toBe(0);
    const fundAfter = await getFundStatement(harness.database.db, { limit: 1 });
    expect(fundAfter.items.map((item) => item.id)).toEqual(fundBefore.items.map((item) => item.id));
  });

  it('an open dispute blocks deletion with a clear 409 until it is resolved, and the refusal changes nothing', async () => {
    const member = await kit.joinMember('Dora Disputed');
    const swapId = await openDispute(kit, member, main, { hoursOffered: 0, hoursRequested: 1 });

    const refused = await deleteAccount(member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict' });
    expect(refused.json<{ message: string }>().message).toMatch(/in dispute.*once the dispute is resolved/);
    // Still signed in, still listed, the dispute and its hold untouched.
    expect((await kit.balanceOf(member)).held).toBe(1);
    expect((await kit.getSwap(member, swapId)).json<{ status: string }>().status).toBe('disputed');

    await resolveDispute(
      { db: harness.database.db, clock: systemClock, publicUrl: harness.config.PUBLIC_URL },
      { swapId, resolution: { outcome: 'cancelled', note: 'Both agreed to stop.' } },
    );
    expect((await deleteAccount(member)).statusCode).toBe(204);
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });
});
