import { randomUUID } from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describeTransfer, skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import type { DbOrTx } from './client.ts';
import {
  communityFundAccountId,
  ledgerAccounts,
  ledgerHolds,
  ledgerMovements,
  ledgerTransfers,
  reviews,
  swapConfirmations,
  swapEvents,
  swaps,
} from './schema/index.ts';
import type { DemoHistory, DemoMember, DemoSwap } from './seed-history.ts';

const hourMs = 3_600_000;

/**
 * Inserts many rows in one statement of one array per column (`INSERT … SELECT FROM unnest(…)`): a handful of
 * parameters whatever the number of rows, so neither side spends its time on a long VALUES list. For tables
 * without array columns (unnest would flatten them). Answers what `returning` asks for.
 */
async function insertAll<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  returning?: SQL,
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([key, column]) => {
      const values = rows.map((row) => toParameter((row as Record<string, unknown>)[key]));
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    }),
    sql`, `,
  );
  const result = await db.execute<Record<string, unknown>>(
    sql`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})${returning ? sql` RETURNING ${returning}` : sql``}`,
  );
  return result.rows;
}

function toParameter(value: unknown) {
  if (value === undefined) return null;
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Writes the demo members' history as the product would have recorded it: their SkillCoin accounts and
 * starter grants, the swaps with their events and confirmations, the holds taken at acceptance and released
 * at settlement, one settlement per swap, and the reviews. Bulk inserts, so 50,000 members stay
 * quick to seed.
 */
export async function writeDemoHistory(db: DbOrTx, members: readonly DemoMember[], history: DemoHistory) {
  const accountOf = new Map(members.map((member) => [member.id, randomUUID()]));
  await insertAll(
    db,
    ledgerAccounts,
    members.map((member) => ({
      id: accountOf.get(member.id)!,
      kind: 'member' as const,
      memberId: member.id,
      createdAt: member.joinedAt,
    })),
  );
  await insertAll(db, swaps, history.swaps.map(toSwapRow));
  await insertAll(db, swapEvents, history.swaps.flatMap(toEvents));
  await insertAll(db, swapConfirmations, history.swaps.flatMap(toConfirmations));
  await insertAll(
    db,
    ledgerHolds,
    history.swaps
      .filter((swap) => swap.payerId !== null)
      .map((swap) => ({
        accountId: accountOf.get(swap.payerId!)!,
        swapId: swap.id,
        amount: swap.net,
        createdAt: swap.acceptedAt,
        releasedAt: swap.completedAt,
        releaseReason: 'settled' as const,
      })),
  );
  await writeTransfers(db, members, history.swaps, accountOf);
  await insertAll(
    db,
    reviews,
    history.reviews.map((review) => ({ ...review, createdAt: review.at })),
  );
}

function toSwapRow(swap: DemoSwap) {
  return {
    id: swap.id,
    requesterId: swap.requesterId,
    recipientId: swap.recipientId,
    offeredSkill: swap.offeredSkill,
    requestedSkill: swap.requestedSkill,
    message: swap.message,
    hoursOffered: swap.hoursOffered,
    hoursRequested: swap.hoursRequested,
    status: 'completed' as const,
    createdAt: swap.requestedAt,
    updatedAt: swap.completedAt,
    expiresAt: null,
  };
}

function toEvents(swap: DemoSwap) {
  const note = `${swap.hoursOffered} h of ${swap.offeredSkill} and ${swap.hoursRequested} h of ${swap.requestedSkill}`;
  const firstConfirmation = new Date(swap.completedAt.getTime() - hourMs);
  return [
    {
      swapId: swap.id,
      type: 'requested',
      actorId: swap.requesterId,
      note: null,
      createdAt: swap.requestedAt,
    },
    { swapId: swap.id, type: 'accepted', actorId: swap.recipientId, note: null, createdAt: swap.acceptedAt },
    { swapId: swap.id, type: 'confirmed', actorId: swap.requesterId, note, createdAt: firstConfirmation },
    { swapId: swap.id, type: 'confirmed', actorId: swap.recipientId, note, createdAt: swap.completedAt },
    { swapId: swap.id, type: 'completed', actorId: swap.recipientId, note, createdAt: swap.completedAt },
  ];
}

function toConfirmations(swap: DemoSwap) {
  const hours = { requesterHours: swap.hoursOffered, recipientHours: swap.hoursRequested };
  return [
    {
      swapId: swap.id,
      memberId: swap.requesterId,
      ...hours,
      confirmedAt: new Date(swap.completedAt.getTime() - hourMs),
    },
    { swapId: swap.id, memberId: swap.recipientId, ...hours, confirmedAt: swap.completedAt },
  ];
}

/** Starter grants and settlements in time order, so statements read as they happened. */
async function writeTransfers(
  db: DbOrTx,
  members: readonly DemoMember[],
  settled: readonly DemoSwap[],
  accountOf: Map<string, string>,
) {
  const grant = skillCoinRules.starterGrant;
  const transfers = [
    ...members.map((member) => ({
      transfer: {
        kind: 'starter_grant' as const,
        idempotencyKey: `starter-grant:${member.id}`,
        description: describeTransfer('starter_grant', {}),
        createdAt: member.joinedAt,
      },
      movements: [
        { accountId: communityFundAccountId, amount: -grant },
        { accountId: accountOf.get(member.id)!, amount: grant },
      ],
    })),
    ...settled.map((swap) => ({
      transfer: {
        kind: 'swap_settlement' as const,
        idempotencyKey: `swap-settlement:${swap.id}`,
        swapId: swap.id,
        // No details column here (unnest takes no jsonb arrays): the statement reads a settlement's skills
        // from its swap, and a starter grant needs none.
        description: describeTransfer('swap_settlement', swap),
        createdAt: swap.completedAt,
      },
      // An even swap is still recorded as settled, with no movement.
      movements: swap.payerId
        ? [
            { accountId: accountOf.get(swap.payerId)!, amount: -swap.net },
            { accountId: accountOf.get(swap.payeeId!)!, amount: swap.net },
          ]
        : [],
    })),
  ].sort((a, b) => a.transfer.createdAt.getTime() - b.transfer.createdAt.getTime());

  const inserted = await insertAll(
    db,
    ledgerTransfers,
    transfers.map((item) => ({ swapId: null, ...item.transfer })),
    sql`id, idempotency_key`,
  );
  const idOf = new Map(inserted.map((row) => [String(row.idempotency_key), Number(row.id)]));
  await insertAll(
    db,
    ledgerMovements,
    transfers.flatMap((item) =>
      item.movements.map((movement) => ({
        ...movement,
        transferId: idOf.get(item.transfer.idempotencyKey)!,
        createdAt: item.transfer.createdAt,
      })),
    ),
  );
}
