import type { SwapAction, SwapRole } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';

/**
 * The swap lifecycle (docs/product-rules.md R3.3) as data: which action moves a swap from which status, by which
 * member, to which status. Nothing else may change a swap's status, save the expiry job and an operator
 * resolving a dispute (dispute-resolution.ts).
 *
 *   requested → accepted | declined | cancelled | expired
 *   accepted  → completed | cancelled | disputed
 *   disputed  → completed | cancelled (operator only)
 */
interface Rule {
  from: SwapStatus;
  by: readonly SwapRole[];
  /** `confirm` keeps the swap accepted until both confirmations agree; the service decides. */
  to: readonly SwapStatus[];
}

const rules: Record<SwapAction, readonly Rule[]> = {
  accept: [{ from: 'requested', by: ['recipient'], to: ['accepted'] }],
  decline: [{ from: 'requested', by: ['recipient'], to: ['declined'] }],
  cancel: [
    { from: 'requested', by: ['requester'], to: ['cancelled'] },
    { from: 'accepted', by: ['requester', 'recipient'], to: ['cancelled'] },
  ],
  confirm: [{ from: 'accepted', by: ['requester', 'recipient'], to: ['accepted', 'completed'] }],
  dispute: [{ from: 'accepted', by: ['requester', 'recipient'], to: ['disputed'] }],
};

/** Where each action leads when it is repeated: asking again for what already happened is not an error. */
const settledStatusOf: Partial<Record<SwapAction, SwapStatus>> = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  dispute: 'disputed',
};

export type TransitionDecision =
  { kind: 'apply' } | { kind: 'repeat' } | { kind: 'refuse'; reason: 'role' | 'state'; message: string };

export function decideTransition(status: SwapStatus, role: SwapRole, action: SwapAction): TransitionDecision {
  const rule = rules[action].find((candidate) => candidate.from === status);
  if (rule) {
    if (rule.by.includes(role)) return { kind: 'apply' };
    return { kind: 'refuse', reason: 'role', message: roleMessage(action, status) };
  }
  if (settledStatusOf[action] === status && rules[action].some((r) => r.by.includes(role))) {
    return { kind: 'repeat' };
  }
  return { kind: 'refuse', reason: 'state', message: stateMessage(action, status) };
}

/** The actions a member in `role` may take on a swap in `status` right now. */
export function listAllowedActions(status: SwapStatus, role: SwapRole): SwapAction[] {
  return (Object.keys(rules) as SwapAction[]).filter(
    (action) => decideTransition(status, role, action).kind === 'apply',
  );
}

function roleMessage(action: SwapAction, status: SwapStatus): string {
  if (action === 'cancel' && status === 'requested')
    return 'Only the member who sent this request can cancel it; you can decline it instead';
  return `Only the member who received this request can ${action} it`;
}

const statusWords: Record<SwapStatus, string> = {
  requested: 'still waiting for an answer',
  accepted: 'already accepted',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
  completed: 'completed',
  disputed: 'disputed',
};

function stateMessage(action: SwapAction, status: SwapStatus): string {
  if (action === 'confirm' && status === 'requested')
    return 'Hours can be confirmed once the swap has been accepted';
  if (action === 'dispute' && status === 'requested') return 'Only an accepted swap can be disputed';
  return `This swap is ${statusWords[status]}, so it can no longer be ${pastTense[action]}`;
}

const pastTense: Record<SwapAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  confirm: 'confirmed',
  dispute: 'disputed',
};
