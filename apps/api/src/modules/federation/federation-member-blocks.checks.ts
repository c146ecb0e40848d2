import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { blockedAmong } from './federation-member-blocks.repository.ts';

/** Whether the member of this node has blocked the member at `address` (ADR 213). */
export async function hasBlocked(db: DbOrTx, memberId: string, address: string) {
  return (await blockedAmong(db, memberId, [address])).size > 0;
}

/** Refuses a request or a message from the member to one they blocked: unblocking comes first. */
export async function assertNotBlockedBy(db: DbOrTx, memberId: string, address: string) {
  if (await hasBlocked(db, memberId, address)) {
    throw conflict('federation.youBlockedThisMember');
  }
}
