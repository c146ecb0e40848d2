import { eq } from 'drizzle-orm';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { swapEvents, swaps } from '../../db/schema/index.ts';

// The swap lifecycle moves a swap from state to state through these, in the transaction that locked it
// (`lockSwap`); the swap and its history are this module's tables (ADR 78).

export async function updateSwapStatus(tx: DbOrTx, swapId: string, status: SwapStatus, at: Date) {
  await tx
    .update(swaps)
    .set({ status, updatedAt: at, ...(status === 'requested' ? {} : { expiresAt: null }) })
    .where(eq(swaps.id, swapId));
}

export async function touchSwap(tx: DbOrTx, swapId: string, at: Date) {
  await tx.update(swaps).set({ updatedAt: at }).where(eq(swaps.id, swapId));
}

export async function insertSwapEvent(
  tx: DbOrTx,
  event: { swapId: string; type: string; actorId: string | null; note?: string | null; at: Date },
) {
  await tx.insert(swapEvents).values({
    swapId: event.swapId,
    type: event.type,
    actorId: event.actorId,
    note: event.note ?? null,
    createdAt: event.at,
  });
}
