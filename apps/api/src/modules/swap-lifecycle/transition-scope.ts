import type { ConfirmSwapInput, SwapAction, SwapRole } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AppError } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import {
  insertSwapEvent,
  queueSwapWebhooks,
  swapLink,
  updateSwapStatus,
  type MemberCard,
  type SwapRow,
} from '../swaps/index.ts';
import type { swapNotices } from './swap-notices.ts';

export interface LifecycleContext {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** The From address of mail, which calendar invitations name as their organizer (routes pass it). */
  mailFrom?: string;
}

export interface TransitionInput {
  swapId: string;
  actorId: string;
  action: SwapAction;
  confirmation?: ConfirmSwapInput;
  reason?: string;
}

/** Everything a transition handler needs, inside the transaction that holds the swap's row lock. */
export interface TransitionScope {
  tx: DbOrTx;
  context: LifecycleContext;
  swap: SwapRow;
  role: SwapRole;
  actor: MemberCard;
  other: MemberCard;
  now: Date;
  input: TransitionInput;
}

export type Outcome = { kind: 'done' } | { kind: 'refused'; error: AppError };
export const done: Outcome = { kind: 'done' };

export const roleOf = (swap: SwapRow, memberId: string): SwapRole | null =>
  swap.requesterId === memberId ? 'requester' : swap.recipientId === memberId ? 'recipient' : null;

/** Changes the status and writes the event that records who did it. */
export async function recordMove(scope: TransitionScope, status: SwapRow['status'], note?: string | null) {
  await updateSwapStatus(scope.tx, scope.swap.id, status, scope.now);
  await insertSwapEvent(scope.tx, {
    swapId: scope.swap.id,
    type: status,
    actorId: scope.input.actorId,
    note: note ?? null,
    at: scope.now,
  });
  await queueSwapWebhooks(scope.tx, { swapId: scope.swap.id, status, now: scope.now });
}

export async function tell(
  scope: Pick<TransitionScope, 'tx' | 'now' | 'swap'> & { context: Pick<LifecycleContext, 'publicUrl'> },
  member: MemberCard,
  notice: ReturnType<(typeof swapNotices)[keyof typeof swapNotices]>,
) {
  await notify(
    scope.tx,
    { publicUrl: scope.context.publicUrl, now: scope.now },
    { ...notice, memberId: member.id, swapId: scope.swap.id, link: swapLink(scope.swap.id) },
  );
}
