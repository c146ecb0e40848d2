import type { SwapAction, SwapRole } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { ErrorKey, ErrorValues } from '../../lib/errors.ts';

/**
 * The swap lifecycle (docs/product-rules.md R3.3) as data: which action moves a swap from which status, by
 * which member, to which status. Nothing else may change a swap's status, save the expiry job and an operator
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
  | { kind: 'apply' }
  | { kind: 'repeat' }
  | { kind: 'refuse'; reason: 'role' | 'state'; key: ErrorKey; values?: ErrorValues };

export function decideTransition(status: SwapStatus, role: SwapRole, action: SwapAction): TransitionDecision {
  const rule = rules[action].find((candidate) => candidate.from === status);
  if (rule) {
    if (rule.by.includes(role)) return { kind: 'apply' };
    return { kind: 'refuse', reason: 'role', ...roleMessage(action, status) };
  }
  if (settledStatusOf[action] === status && rules[action].some((r) => r.by.includes(role))) {
    return { kind: 'repeat' };
  }
  return { kind: 'refuse', reason: 'state', ...stateMessage(action, status) };
}

/** The actions a member in `role` may take on a swap in `status` right now. */
export function listAllowedActions(status: SwapStatus, role: SwapRole): SwapAction[] {
  return (Object.keys(rules) as SwapAction[]).filter(
    (action) => decideTransition(status, role, action).kind === 'apply',
  );
}

type Refusal = { key: ErrorKey; values?: ErrorValues };

// The words the error catalogues hold are passed as their keys, to be translated with the sentence.
const actionWords: Record<SwapAction, ErrorValues[string]> = {
  accept: { key: 'common.accept' },
  decline: { key: 'common.decline' },
  cancel: 'cancel',
  confirm: 'confirm',
  dispute: 'dispute',
};

function roleMessage(action: SwapAction, status: SwapStatus): Refusal {
  if (action === 'cancel' && status === 'requested') return { key: 'swapLifecycle.onlyTheMemberWhoSent' };
  return { key: 'swapLifecycle.onlyTheMemberWhoReceived', values: { action: actionWords[action] } };
}

const statusWords: Record<SwapStatus, ErrorValues[string]> = {
  requested: 'still waiting for an answer',
  accepted: 'already accepted',
  declined: { key: 'common.declined' },
  cancelled: { key: 'common.cancelled' },
  expired: 'expired',
  completed: { key: 'common.completed' },
  disputed: { key: 'common.disputed' },
};

function stateMessage(action: SwapAction, status: SwapStatus): Refusal {
  if (action === 'confirm' && status === 'requested') return { key: 'swapLifecycle.hoursCanBeConfirmed' };
  if (action === 'dispute' && status === 'requested') return { key: 'swapLifecycle.onlyAnAcceptedSwap' };
  return {
    key: 'swapLifecycle.noLongerPossible',
    values: { status: statusWords[status], done: pastTense[action] },
  };
}

const pastTense: Record<SwapAction, ErrorValues[string]> = {
  accept: { key: 'common.accepted' },
  decline: { key: 'common.declined' },
  cancel: { key: 'common.cancelled' },
  confirm: 'confirmed',
  dispute: { key: 'common.disputed' },
};
