import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getIsLive, pollUnlessLive, setLive, slowPollMs } from './live-status.ts';
import { refreshFor } from './live-updates.tsx';
import { createSseParser, type StreamEvent } from './sse-parser.ts';

describe('reading the live stream', () => {
  it('parses events split across chunks, and hears heartbeats as activity', () => {
    const events: StreamEvent[] = [];
    let activity = 0;
    const feed = createSseParser(
      (event) => events.push(event),
      () => (activity += 1),
    );
    feed(': live\n\n');
    expect(activity).toBe(1);
    feed('id: 7\nevent: mess');
    feed('age\ndata: {"swapId":"s1"}\n\n: \n\nid: 8\r\nevent: notification\r\ndata: {"swapId":null}\r\n\r\n');
    expect(events).toEqual([
      { id: '7', event: 'message', data: '{"swapId":"s1"}' },
      { id: '8', event: 'notification', data: '{"swapId":null}' },
    ]);
    expect(activity).toBe(3);
  });

  it('keeps one event when a CRLF line end is split between two chunks', () => {
    const events: StreamEvent[] = [];
    const feed = createSseParser((event) => events.push(event));
    feed('data: a\r');
    feed('\ndata: b\r\n\r\n');
    expect(events).toEqual([{ id: null, event: 'message', data: 'a\nb' }]);
  });

  it('ignores a block without data, as EventSource does', () => {
    const events: StreamEvent[] = [];
    createSseParser((event) => events.push(event))('event: message\n\n');
    expect(events).toEqual([]);
  });
});

describe('what each live event refreshes', () => {
  const staleAfter = (event: StreamEvent) => {
    const queryClient = new QueryClient();
    const keys = [
      ['swaps', 'messages', 's1'],
      ['swaps', 'messages', 's2'],
      ['swaps', 'detail', 's1'],
      ['swaps', 'box', 'active'],
      ['swaps', 'summary'],
      ['notifications', 'recent'],
      ['ledger', 'balance'],
      ['communities', 'one', 'sorrel-street', 'page', null],
      ['communities', 'list', '', false],
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    refreshFor(queryClient, event);
    return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
  };

  it('a message refreshes its own thread, that swap and the My Swaps counts only', () => {
    expect(staleAfter({ id: '1', event: 'message', data: '{"swapId":"s1"}' })).toEqual([
      'swaps/messages/s1',
      'swaps/detail/s1',
      'swaps/box/active',
      'swaps/summary',
    ]);
  });

  it('a notification refreshes the bell; a swap change every swap view and the balance', () => {
    expect(staleAfter({ id: '2', event: 'notification', data: '{"swapId":null}' })).toEqual([
      'notifications/recent',
    ]);
    expect(staleAfter({ id: '3', event: 'swap', data: '{"swapId":"s1"}' })).toHaveLength(6);
  });

  it('an announcement refreshes the community pages, and nothing about swaps', () => {
    expect(staleAfter({ id: '4', event: 'community', data: '{"communityId":"c1"}' })).toEqual([
      'communities/one/sorrel-street/page/',
    ]);
  });

  it('a resync refreshes everything', () => {
    expect(staleAfter({ id: null, event: 'resync', data: '{"swapId":null}' })).toHaveLength(8);
  });
});

describe('polling while the stream is up', () => {
  it('slows to the safety net and comes back when the stream goes', () => {
    const interval = pollUnlessLive(10_000);
    expect(interval()).toBe(10_000);
    setLive(true);
    expect(getIsLive()).toBe(true);
    expect(interval()).toBe(slowPollMs);
    setLive(false);
    expect(interval()).toBe(10_000);
  });
});
