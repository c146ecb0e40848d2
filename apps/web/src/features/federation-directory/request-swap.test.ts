import { describe, expect, it } from 'vitest';
import { isAwaitingAnswer, isCancellable, requestStateKey } from './request-swap.ts';

describe('requestStateKey and isAwaitingAnswer', () => {
  it('says a pending request from each side, and lets only its recipient answer it', () => {
    expect(requestStateKey({ side: 'sent', state: 'pending' })).toBe(
      'federationDirectory.requests.state.pending.sent',
    );
    expect(requestStateKey({ side: 'received', state: 'accepted' })).toBe(
      'federationDirectory.requests.state.accepted',
    );
    expect(isAwaitingAnswer({ side: 'received', state: 'pending' })).toBe(true);
    expect(isAwaitingAnswer({ side: 'sent', state: 'pending' })).toBe(false);
    expect(isAwaitingAnswer({ side: 'received', state: 'declined' })).toBe(false);
  });
});

describe('isCancellable', () => {
  it('lets only the requester cancel, and only while the request waits for an answer', () => {
    expect(isCancellable({ side: 'sent', state: 'pending' })).toBe(true);
    expect(isCancellable({ side: 'sent', state: 'sending' })).toBe(true);
    expect(isCancellable({ side: 'received', state: 'pending' })).toBe(false);
    for (const state of ['accepted', 'declined', 'refused', 'cancelled'] as const)
      expect(isCancellable({ side: 'sent', state })).toBe(false);
  });
});
