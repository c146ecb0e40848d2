import { describe, expect, it } from 'vitest';
import type { RemoteSwapThread } from '@skillswap/contracts/federation/swap-message-schemas';
import { conversationItems, isConversationOpen } from './swap-conversation.ts';

const request: RemoteSwapThread['request'] = {
  id: '6a1c5e0e-7a3b-4c1d-9e2f-0a1b2c3d4e5f',
  side: 'received',
  requester: 'riverside/4f9e1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  recipient: 'hilltop/9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  requesterLabel: 'Alice Rivers · riverside',
  recipientLabel: 'Bob Hill · hilltop',
  message: 'Guitar for Welsh?',
  state: 'pending',
  refusal: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
};

describe('conversationItems', () => {
  it('puts the request’s own message first, by its requester, then the messages in order', () => {
    const items = conversationItems({
      request,
      messages: [
        {
          id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
          mine: true,
          authorLabel: 'Bob Hill · hilltop',
          body: 'Yes! Tuesdays?',
          delivery: 'sending',
          createdAt: '2026-11-30T11:00:00.000Z',
        },
        {
          id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
          mine: false,
          authorLabel: 'Alice Rivers · riverside',
          body: 'Tuesdays work.',
          delivery: 'received',
          createdAt: '2026-11-30T12:00:00.000Z',
        },
        {
          id: '3f4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c',
          mine: true,
          authorLabel: 'Bob Hill · hilltop',
          body: 'See you',
          delivery: 'refused',
          createdAt: '2026-11-30T13:00:00.000Z',
        },
      ],
    });
    expect(items.map((item) => [item.authorLabel, item.mine, item.body, item.deliveryKey])).toEqual([
      ['Alice Rivers · riverside', false, 'Guitar for Welsh?', null],
      ['Bob Hill · hilltop', true, 'Yes! Tuesdays?', 'federationDirectory.conversation.delivery.sending'],
      ['Alice Rivers · riverside', false, 'Tuesdays work.', null],
      ['Bob Hill · hilltop', true, 'See you', 'federationDirectory.conversation.delivery.refused'],
    ]);
  });

  it('counts the request’s message as the requester’s own on their side', () => {
    const [first] = conversationItems({ request: { ...request, side: 'sent' }, messages: [] });
    expect(first).toMatchObject({ mine: true, body: 'Guitar for Welsh?' });
  });
});

describe('isConversationOpen', () => {
  it('lets members write while the request is pending or accepted, not once it is closed', () => {
    expect(isConversationOpen({ state: 'pending' })).toBe(true);
    expect(isConversationOpen({ state: 'accepted' })).toBe(true);
    for (const state of ['sending', 'declined', 'refused'] as const)
      expect(isConversationOpen({ state })).toBe(false);
  });
});
