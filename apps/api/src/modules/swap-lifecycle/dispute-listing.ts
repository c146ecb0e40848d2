import type { DbOrTx } from '../../db/client.ts';
import { formerMemberName } from '../../db/member-display-name.ts';
import { listActiveHolds } from '../ledger/index.ts';
import {
  findMemberEmails,
  listDisputedSwaps,
  listDisputeEvents,
  listStatements,
} from './dispute-resolution.repository.ts';
import { findMemberCards, type SwapRow } from '../swaps/index.ts';
import { listConfirmations } from './swap-lifecycle.repository.ts';

interface DisputeParty {
  id: string;
  fullName: string;
  email: string | null;
}

/** What an operator needs to decide a dispute: who, what was expected, held and confirmed, and why. */
export interface DisputeListing {
  swap: SwapRow;
  requester: DisputeParty;
  recipient: DisputeParty;
  disputedBy: string;
  disputedAt: Date;
  reason: string;
  /** The disputed member's side, once they added it. */
  statement: { memberName: string; text: string } | null;
  hold: { memberName: string; amount: number } | null;
  confirmations: { memberName: string; requesterHours: number; recipientHours: number }[];
}

/** Every disputed swap, the longest-waiting first, for the operator's `dispute:list`. */
export async function listDisputes(db: DbOrTx): Promise<DisputeListing[]> {
  const rows = await listDisputedSwaps(db);
  const ids = rows.map((row) => row.id);
  const memberIds = rows.flatMap((row) => [row.requesterId, row.recipientId]);
  const [members, emails, events, holds, confirmations, statements] = await Promise.all([
    findMemberCards(db, memberIds),
    findMemberEmails(db, memberIds),
    listDisputeEvents(db, ids),
    listActiveHolds(db, ids),
    listConfirmations(db, ids),
    listStatements(db, ids),
  ]);
  const party = (id: string): DisputeParty => ({
    id,
    fullName: members.get(id)?.fullName ?? formerMemberName,
    email: members.get(id)?.isDeleted ? null : (emails.get(id) ?? null),
  });
  const nameOf = (id: string | null) => (id ? party(id).fullName : 'SkillSwap');
  return rows.map((swap) => {
    const dispute = events.findLast((event) => event.swapId === swap.id);
    const hold = holds.get(swap.id);
    const statement = statements.get(swap.id);
    return {
      swap,
      requester: party(swap.requesterId),
      recipient: party(swap.recipientId),
      disputedBy: nameOf(dispute?.actorId ?? null),
      disputedAt: dispute?.createdAt ?? swap.updatedAt,
      reason: dispute?.note ?? '',
      statement: statement ? { memberName: nameOf(statement.memberId), text: statement.statement } : null,
      hold: hold ? { memberName: nameOf(hold.memberId), amount: hold.amount } : null,
      confirmations: confirmations
        .filter((confirmation) => confirmation.swapId === swap.id)
        .map((confirmation) => ({
          memberName: nameOf(confirmation.memberId),
          requesterHours: confirmation.requesterHours,
          recipientHours: confirmation.recipientHours,
        })),
    };
  });
}
