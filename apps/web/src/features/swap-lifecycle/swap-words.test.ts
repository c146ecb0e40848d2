import { describe, expect, it } from 'vitest';
import type { SwapView } from '@skillswap/contracts/swap-lifecycle/schemas';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { translate, type Translate } from '@/i18n/i18n-context.ts';
import { describeExchangeLine, describeNextStep, describeReviewThanks } from './swap-words.ts';

const t: Translate = (key, values) => translate(allCatalogues.en, 'en', key, values);

const ana = { id: '11111111-1111-4111-8111-111111111111', fullName: 'Ana Lima', avatarUrl: null };
const ben = { id: '22222222-2222-4222-8222-222222222222', fullName: 'Ben Okafor', avatarUrl: null };

function swap(overrides: Partial<SwapView>): SwapView {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    status: 'requested',
    myRole: 'requester',
    requester: ana,
    recipient: ben,
    offeredSkill: 'Guitar',
    requestedSkill: 'Spanish',
    message: '',
    hoursOffered: 1,
    hoursRequested: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
    community: null,
    confirmations: { requester: null, recipient: null },
    hold: null,
    settlement: null,
    allowedActions: [],
    unreadMessages: 0,
    hasReviewed: false,
    canReview: false,
    ...overrides,
  };
}

const confirmation = { requesterHours: 1, recipientHours: 2, confirmedAt: '2026-01-02T00:00:00.000Z' };

describe('what My Swaps tells a member about a swap', () => {
  it('states the exchange from the member’s own side', () => {
    expect(describeExchangeLine(t, swap({}))).toBe('You teach Guitar (1 hour) · You learn Spanish (2 hours)');
    expect(describeExchangeLine(t, swap({ myRole: 'recipient' }))).toBe(
      'You teach Spanish (2 hours) · You learn Guitar (1 hour)',
    );
  });

  it('leaves out the side of a lesson paid in SkillCoin, which has no hours', () => {
    expect(describeExchangeLine(t, swap({ hoursOffered: 0, hoursRequested: 2 }))).toBe(
      'You learn Spanish (2 hours)',
    );
    expect(describeExchangeLine(t, swap({ myRole: 'recipient', hoursOffered: 0, hoursRequested: 2 }))).toBe(
      'You teach Spanish (2 hours)',
    );
  });

  it('says who must act next', () => {
    expect(describeNextStep(t, swap({ myRole: 'recipient' }))).toBe('Ana Lima is waiting for your answer');
    expect(describeNextStep(t, swap({}))).toBe('Waiting for Ben Okafor to answer');
    const accepted = swap({
      status: 'accepted',
      confirmations: { requester: null, recipient: confirmation },
    });
    expect(describeNextStep(t, accepted)).toBe(
      'Ben Okafor confirmed the hours: confirm yours to complete the swap',
    );
    const mine = swap({ status: 'accepted', confirmations: { requester: confirmation, recipient: null } });
    expect(describeNextStep(t, mine)).toBe('Waiting for Ben Okafor to confirm the hours');
    expect(describeNextStep(t, swap({ status: 'completed' }))).toBeNull();
  });
});

describe('the thanks after a review', () => {
  it('ends the name with one full stop, even when the name has its own', () => {
    expect(describeReviewThanks(t, 'Ben Okafor')).toBe('You reviewed Ben Okafor. Thank you!');
    expect(describeReviewThanks(t, 'Sam Lee Jr.')).toBe('You reviewed Sam Lee Jr. Thank you!');
  });
});

describe('in another language', () => {
  const de: Translate = (key, values) => translate(allCatalogues.de, 'de', key, values);

  it('states the exchange with German plurals and decimals', () => {
    expect(describeExchangeLine(de, swap({ hoursOffered: 1, hoursRequested: 1.5 }))).toBe(
      'Du lehrst Guitar (1 Stunde) · Du lernst Spanish (1,5 Stunden)',
    );
    expect(describeNextStep(de, swap({}))).toBe('Wartet auf die Antwort von Ben Okafor');
  });
});
