import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, swaps, users } from '../../db/schema/index.ts';
import { createTestDatabase, databaseKind } from '../../test/database.ts';
import { getBalance, getStatement, grantStarterIfEligible } from './ledger.service.ts';
import { holdForSwap, settleSwap } from './swap-ledger.ts';

const notifyContext = { publicUrl: 'http://localhost:3000', now: new Date() };

describe(`SkillCoin ledger on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  async function createMember(
    profile: Partial<typeof profiles.$inferInsert> = {},
    account: { emailVerifiedAt?: Date | null } = {},
  ) {
    const [user] = await database.db
      .insert(users)
      .values({
        email: `member-${randomUUID()}@example.com`,
        fullName: 'Ledger Member',
        emailVerifiedAt: 'emailVerifiedAt' in account ? account.emailVerifiedAt : new Date(),
      })
      .returning({ id: users.id });
    await database.db.insert(profiles).values({
      id: user!.id,
      fullName: 'Ledger Member',
      bio: 'I teach guitar.',
      skillsOffered: ['Guitar'],
      skillsWanted: ['Spanish'],
      ...profile,
    });
    return user!.id;
  }

  async function sumOfAllBalances() {
    const result = await database.db.execute<{ total: string }>(
      sql`SELECT coalesce(sum(amount), 0) AS total FROM ledger_movements`,
    );
    return Number(result.rows[0]!.total);
  }

  /** A swap row for the ledger to refer to; its status does not matter to the ledger. */
  async function swapBetween(requesterId: string, recipientId: string) {
    const [swap] = await database.db
      .insert(swaps)
      .values({
        requesterId,
        recipientId,
        offeredSkill: 'Guitar',
        requestedSkill: 'Spanish',
        status: 'accepted',
      })
      .returning({ id: swaps.id });
    return { swapId: swap!.id, requesterId, recipientId };
  }

  /** A completed swap in which the member taught an hour: what opens learning on credit. */
  async function recordTeaching(memberId: string) {
    await database.db.insert(swaps).values({
      requesterId: memberId,
      recipientId: await createMember(),
      offeredSkill: 'Guitar',
      requestedSkill: 'Spanish',
      hoursOffered: 1,
      hoursRequested: 1,
      status: 'completed',
    });
  }

  it('gives 2 SC from the community fund once, when the address is verified and the profile complete', async () => {
    const member = await createMember();
    expect(await grantStarterIfEligible(database.db, member, notifyContext)).toBe(true);
    expect(await grantStarterIfEligible(database.db, member, notifyContext)).toBe(false);
    expect(await getBalance(database.db, member)).toEqual({
      balance: 2,
      held: 0,
      available: 2,
      creditFloor: 0,
    });
    const statement = await getStatement(database.db, member, { limit: 10 });
    expect(statement.items).toMatchObject([
      { kind: 'starter_grant', amount: 2, balanceAfter: 2, counterpart: null },
    ]);
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('gives no starter grant to a complete profile whose address is not verified', async () => {
    const unverified = await createMember({}, { emailVerifiedAt: null });
    expect(await grantStarterIfEligible(database.db, unverified, notifyContext)).toBe(false);
    expect((await getBalance(database.db, unverified)).balance).toBe(0);
  });

  it('keeps the credit floor at 0 until the member has taught in a completed swap, then -5 SC', async () => {
    const member = await createMember();
    await grantStarterIfEligible(database.db, member, notifyContext);
    const recipient = await createMember();
    const swap = await swapBetween(member, recipient);
    const onCredit = database.db.transaction((tx) =>
      holdForSwap(tx, { ...swap, hoursOffered: 0, hoursRequested: 3 }, { actorId: member, payerName: 'Mo' }),
    );
    await expect(onCredit).rejects.toThrow(
      /your credit floor is 0 SC\. Learning on credit \(down to -5 SC\) opens once you have taught in a completed swap/,
    );
    // Teaching in a swap that is not completed does not count.
    await database.db.insert(swaps).values({
      requesterId: member,
      recipientId: recipient,
      offeredSkill: 'Guitar',
      requestedSkill: 'Spanish',
      status: 'cancelled',
    });
    expect((await getBalance(database.db, member)).creditFloor).toBe(0);
    await recordTeaching(member);
    expect((await getBalance(database.db, member)).creditFloor).toBe(-5);
    await database.db.transaction((tx) =>
      holdForSwap(tx, { ...swap, hoursOffered: 0, hoursRequested: 3 }, { actorId: member, payerName: 'Mo' }),
    );
    expect(await getBalance(database.db, member)).toEqual({
      balance: 2,
      held: 3,
      available: -1,
      creditFloor: -5,
    });
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('gives no starter grant to an incomplete profile', async () => {
    const noBio = await createMember({ bio: '   ' });
    const noWanted = await createMember({ skillsWanted: [] });
    expect(await grantStarterIfEligible(database.db, noBio, notifyContext)).toBe(false);
    expect(await grantStarterIfEligible(database.db, noWanted, notifyContext)).toBe(false);
    expect((await getBalance(database.db, noBio)).balance).toBe(0);
  });

  it('gives the grant exactly once even when asked many times at once', async () => {
    const member = await createMember();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        grantStarterIfEligible(database.db, member, notifyContext).catch(() => false),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await getBalance(database.db, member)).balance).toBe(2);
  });

  it('refuses to change or delete ledger history', async () => {
    const member = await createMember();
    await grantStarterIfEligible(database.db, member, notifyContext);
    await expect(database.db.execute(sql`UPDATE ledger_movements SET amount = 100`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM ledger_movements`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM ledger_transfers`)).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE ledger_movements CASCADE`)).rejects.toThrow();
    expect((await getBalance(database.db, member)).balance).toBe(2);
  });

  it('refuses a transfer whose movements do not add up to zero', async () => {
    const member = await createMember();
    const attempt = database.db.transaction(async (tx) => {
      const transfer = await tx.execute<{ id: string }>(
        sql`INSERT INTO ledger_transfers (kind, idempotency_key, description)
            VALUES ('starter_grant', ${'forged:' + member}, 'free money') RETURNING id`,
      );
      const account = await tx.execute<{ id: string }>(
        sql`INSERT INTO ledger_accounts (kind, member_id) VALUES ('member', ${member}) RETURNING id`,
      );
      await tx.execute(
        sql`INSERT INTO ledger_movements (transfer_id, account_id, amount)
            VALUES (${transfer.rows[0]!.id}, ${account.rows[0]!.id}, 1000)`,
      );
    });
    await expect(attempt).rejects.toThrow();
    expect((await getBalance(database.db, member)).balance).toBe(0);
  });

  it('holds the expected net hours from the member who learns more, within the credit floor', async () => {
    const requester = await createMember();
    const recipient = await createMember();
    await recordTeaching(requester);
    const swap = await swapBetween(requester, recipient);
    await database.db.transaction((tx) =>
      holdForSwap(
        tx,
        { ...swap, hoursOffered: 1, hoursRequested: 4 },
        { actorId: recipient, payerName: 'Ann' },
      ),
    );
    expect(await getBalance(database.db, requester)).toEqual({
      balance: 0,
      held: 3,
      available: -3,
      creditFloor: -5,
    });
    const second = await swapBetween(requester, recipient);
    const tooMuch = database.db.transaction((tx) =>
      holdForSwap(
        tx,
        { ...second, hoursOffered: 0, hoursRequested: 3 },
        { actorId: recipient, payerName: 'Ann' },
      ),
    );
    await expect(tooMuch).rejects.toMatchObject({ code: 'insufficient_credit' });
    await expect(tooMuch).rejects.toThrow(/Ann doesn't have enough SkillCoin/);
    expect((await getBalance(database.db, requester)).held).toBe(3);
  });

  it('settles the confirmed net hours exactly once and releases the hold', async () => {
    const requester = await createMember();
    const recipient = await createMember();
    await recordTeaching(requester);
    const swap = await swapBetween(requester, recipient);
    const who = { actorId: requester, payerName: 'Ben' };
    await database.db.transaction((tx) =>
      holdForSwap(tx, { ...swap, hoursOffered: 1, hoursRequested: 2 }, who),
    );
    const settle = () =>
      database.db.transaction((tx) =>
        settleSwap(
          tx,
          {
            ...swap,
            requesterHours: 1,
            recipientHours: 2.5,
            details: { offeredSkill: 'Guitar', requestedSkill: 'Spanish' },
          },
          who,
          new Date(),
        ),
      );
    expect(await settle()).toBe(true);
    expect(await settle()).toBe(false);
    expect(await getBalance(database.db, requester)).toEqual({
      balance: -1.5,
      held: 0,
      available: -1.5,
      creditFloor: -5,
    });
    expect((await getBalance(database.db, recipient)).balance).toBe(1.5);
    const statement = await getStatement(database.db, recipient, { limit: 5 });
    expect(statement.items[0]).toMatchObject({
      kind: 'swap_settlement',
      amount: 1.5,
      swapId: swap.swapId,
      counterpart: { id: requester, fullName: 'Ledger Member' },
      // The words of the line, for the member's language, and the English line written from them.
      details: { offeredSkill: 'Guitar', requestedSkill: 'Spanish' },
      description: 'Swap of Guitar for Spanish',
    });
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('gives a settlement recorded before details were kept the skills of its swap', async () => {
    const requester = await createMember();
    const recipient = await createMember();
    const swap = await swapBetween(requester, recipient);
    await database.db.execute(sql`
      WITH transfer AS (
        INSERT INTO ledger_transfers (kind, idempotency_key, swap_id, description)
        VALUES ('swap_settlement', ${`older-settlement:${swap.swapId}`}, ${swap.swapId}, 'Swap of Guitar for Spanish')
        RETURNING id
      ), accounts AS (
        INSERT INTO ledger_accounts (kind, member_id) VALUES ('member', ${requester}), ('member', ${recipient})
        RETURNING id, member_id
      )
      INSERT INTO ledger_movements (transfer_id, account_id, amount)
      SELECT transfer.id, accounts.id, CASE WHEN accounts.member_id = ${recipient} THEN 1 ELSE -1 END
      FROM transfer, accounts`);
    const [line] = (await getStatement(database.db, recipient, { limit: 5 })).items;
    expect(line).toMatchObject({
      kind: 'swap_settlement',
      details: { offeredSkill: 'Guitar', requestedSkill: 'Spanish' },
    });
  });

  it('records an even swap as settled with no SkillCoin moving', async () => {
    const requester = await createMember();
    const recipient = await createMember();
    const swap = await swapBetween(requester, recipient);
    const who = { actorId: requester, payerName: 'Cleo' };
    const settled = await database.db.transaction((tx) =>
      settleSwap(tx, { ...swap, requesterHours: 2, recipientHours: 2, details: {} }, who, new Date()),
    );
    expect(settled).toBe(true);
    expect((await getBalance(database.db, requester)).balance).toBe(0);
    const transfers = await database.db.execute<{ count: string }>(
      sql`SELECT count(*) AS count FROM ledger_transfers WHERE swap_id = ${swap.swapId}`,
    );
    expect(Number(transfers.rows[0]!.count)).toBe(1);
  });

  it('pages the statement newest first', async () => {
    const member = await createMember();
    await grantStarterIfEligible(database.db, member, notifyContext);
    for (let i = 0; i < 3; i += 1) {
      const learner = await createMember();
      await grantStarterIfEligible(database.db, learner, notifyContext);
      const swap = await swapBetween(member, learner);
      await database.db.transaction((tx) =>
        settleSwap(
          tx,
          {
            ...swap,
            requesterHours: 1,
            recipientHours: 0,
            details: { offeredSkill: `lesson ${i}` },
          },
          { actorId: member, payerName: 'x' },
          new Date(),
        ),
      );
    }
    const first = await getStatement(database.db, member, { limit: 2 });
    expect(first.items.map((item) => item.balanceAfter)).toEqual([5, 4]);
    const second = await getStatement(database.db, member, { limit: 2, cursor: Number(first.nextCursor) });
    expect(second.items.map((item) => item.balanceAfter)).toEqual([3, 2]);
    expect(second.nextCursor).toBeNull();
  });
});
