import { describe, expect, it } from 'vitest';
import type { SwapRequest } from '@skillswap/contracts/swaps/schemas';
import { countSwapUsage, findReachedLimit } from './swap-usage.ts';

function swap(overrides: Partial<SwapRequest>): SwapRequest {
  return {
    id: crypto.randomUUID(),
    status: 'requested',
    direction: 'sent',
    requester: { id: crypto.randomUUID(), full_name: 'Ada' },
    recipient: { id: crypto.randomUUID(), full_name: 'Bo' },
    offeredSkill: 'Guitar',
    requestedSkill: 'Sushi',
    message: '',
    hoursOffered: 1,
    hoursRequested: 1,
    createdAt: '2026-11-10T12:00:00.000Z',
    updatedAt: '2026-11-10T12:00:00.000Z',
    expiresAt: null,
    community: null,
    ...overrides,
  };
}

describe('plan usage shown in the swap dialog', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');

  it('counts requests sent since the first of the month (UTC), whatever became of them', () => {
    const usage = countSwapUsage(
      [
        swap({ status: 'declined' }),
        swap({ status: 'requested' }),
        swap({ createdAt: '2026-10-31T23:59:59.000Z' }),
        swap({ direction: 'received' }),
      ],
      now,
    );
    expect(usage.sentThisMonth).toBe(2);
  });

  it('counts accepted or disputed swaps on either side as active, never a request waiting for an answer', () => {
    const usage = countSwapUsage(
      [
        swap({ status: 'requested' }),
        swap({ status: 'requested', direction: 'received' }),
        swap({ status: 'accepted', direction: 'received' }),
        swap({ status: 'disputed' }),
        swap({ status: 'completed' }),
      ],
      now,
    );
    expect(usage.active).toBe(2);
  });

  it('names the limit one more request would pass, before the member writes anything', () => {
    expect(findReachedLimit('free', { sentThisMonth: 5, active: 0 })).toBe('requests');
    expect(findReachedLimit('free', { sentThisMonth: 4, active: 3 })).toBe('active');
    expect(findReachedLimit('free', { sentThisMonth: 4, active: 2 })).toBeNull();
    expect(findReachedLimit('premium', { sentThisMonth: 19, active: 40 })).toBeNull();
    expect(findReachedLimit('elite', { sentThisMonth: 500, active: 500 })).toBeNull();
  });
});
