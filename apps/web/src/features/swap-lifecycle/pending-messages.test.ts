import { describe, expect, it } from 'vitest';
import {
  addPending,
  findSeenMessageId,
  isNearBottom,
  isSendKey,
  markSent,
  removePending,
  setPendingStatus,
  stillPending,
} from './pending-messages.ts';

describe('sending a message from the thread', () => {
  it('Enter sends, Shift+Enter and an IME composition do not', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });

  it('shows a message at once, marks it failed, and retries it under the same key', () => {
    let pending = addPending([], 'k1', 'Hello');
    pending = addPending(pending, 'k2', 'Are you free on Tuesday?');
    expect(pending.map((message) => message.status)).toEqual(['sending', 'sending']);
    pending = setPendingStatus(pending, 'k1', 'failed');
    expect(pending[0]).toEqual({ key: 'k1', body: 'Hello', status: 'failed' });
    pending = setPendingStatus(pending, 'k1', 'sending');
    expect(pending[0]!.key).toBe('k1');
    pending = markSent(pending, 'k1', '41');
    // Stays until the refreshed thread shows the stored message, so nothing blinks out in between.
    expect(stillPending(pending, new Set(['40'])).map((message) => message.key)).toEqual(['k1', 'k2']);
    expect(stillPending(pending, new Set(['40', '41'])).map((message) => message.key)).toEqual(['k2']);
    pending = removePending(pending, 'k2');
    expect(pending.map((message) => message.key)).toEqual(['k1']);
  });

  it('keeps the thread at the newest message only when the member was reading the end', () => {
    expect(isNearBottom({ scrollTop: 620, scrollHeight: 1000, clientHeight: 384 })).toBe(true);
    expect(isNearBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 384 })).toBe(false);
  });
});

describe('"Seen" under the member’s own newest message', () => {
  const mine = (id: string) => ({ id, isMine: true });
  const theirs = (id: string) => ({ id, isMine: false });

  it('appears once the other member has read up to it', () => {
    expect(findSeenMessageId([theirs('1'), mine('2')], '2')).toBe('2');
    expect(findSeenMessageId([theirs('1'), mine('9')], '12')).toBe('9');
  });

  it('waits while the newest message is unread, and compares ids as numbers', () => {
    expect(findSeenMessageId([mine('10')], '9')).toBeNull();
    expect(findSeenMessageId([mine('10')], null)).toBeNull();
  });

  it('gives way to a reply from the other member', () => {
    expect(findSeenMessageId([mine('1'), theirs('2')], '2')).toBeNull();
    expect(findSeenMessageId([], '2')).toBeNull();
  });
});
