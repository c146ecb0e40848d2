import { randomUUID } from 'node:crypto';
import { planLimits } from '@skillswap/contracts/shared/plans';
import { roundSkillCoin, skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import { defaultSwapMessage } from '@skillswap/contracts/swaps/schemas';
import type { createRandom } from './seed-data.ts';

type Random = ReturnType<typeof createRandom>;

/** A demo member as the history needs them: who, what they teach, and since when. */
export interface DemoMember {
  id: string;
  fullName: string;
  offered: readonly string[];
  joinedAt: Date;
}

export interface DemoSwap {
  id: string;
  requesterId: string;
  recipientId: string;
  offeredSkill: string;
  requestedSkill: string;
  message: string;
  /** Hours the requester teaches and the recipient teaches, as agreed and as both confirmed. */
  hoursOffered: number;
  hoursRequested: number;
  requestedAt: Date;
  acceptedAt: Date;
  completedAt: Date;
  /** Who pays whom the difference (null for an even swap). */
  payerId: string | null;
  payeeId: string | null;
  net: number;
}

export interface DemoReview {
  swapId: string;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string | null;
  at: Date;
}

/** What the demo community went through, in the order the product would have recorded it. */
export interface DemoHistory {
  swaps: DemoSwap[];
  reviews: DemoReview[];
  /** Each member's last activity (joining, or their last completed swap). */
  lastActiveAt: Map<string, Date>;
  /** Each member's rating from the reviews they received, as `refreshProfileRating` computes it. */
  ratings: Map<string, { rating: number; reviewCount: number }>;
}

const dayMs = 86_400_000;
/** Completed swaps per member, on average: most demo members have a history, some are new. */
const swapsPerMember = 0.9;
const hourChoices = [1, 1, 1, 1, 1.5, 2, 2, 3];
/** How demo learners rate their teachers (1 to 5 stars); most lessons go well. */
const ratingWeights = [
  [5, 0.55],
  [4, 0.29],
  [3, 0.1],
  [2, 0.04],
  [1, 0.02],
] as const;
const reviewShare = 0.8;
const comments: Record<number, readonly string[]> = {
  5: ['Patient, clear and fun.', 'Exactly what I needed.', 'Great teacher, I learned loads.'],
  4: ['Very helpful session.', 'Good lesson, well prepared.'],
  3: ['Useful, though a bit rushed.', 'Okay, we ran out of time.'],
  2: ['Came late and was unprepared.'],
  1: ['Did not really teach anything.'],
};

function pickRating(random: Random): number {
  let roll = random.next();
  for (const [rating, weight] of ratingWeights) {
    roll -= weight;
    if (roll <= 0) return rating;
  }
  return 5;
}

/**
 * Plans completed swaps between the given members and the reviews they left, obeying the product's rules as
 * the API would have enforced them at the time: no swap with oneself, the free plan's monthly requests and
 * active swaps, and SkillCoin. Every member starts with the starter grant (demo profiles are complete), and a
 * swap whose payer could not afford the difference is agreed even instead, so no balance ever goes below zero
 * (the strictest credit floor). Swaps are planned in time order, accepted and settled as
 * events, holds included.
 */
export function planDemoHistory(random: Random, members: readonly DemoMember[], now: Date): DemoHistory {
  const lastActiveAt = new Map(members.map((member) => [member.id, member.joinedAt]));
  if (members.length < 2) return { swaps: [], reviews: [], lastActiveAt, ratings: rate(members, []) };
  const drafts = draftSwaps(random, members, now);
  const swaps = settleInOrder(random, drafts);
  const reviews: DemoReview[] = [];
  for (const swap of swaps) {
    for (const [reviewerId, revieweeId] of [
      [swap.requesterId, swap.recipientId],
      [swap.recipientId, swap.requesterId],
    ] as const) {
      if (random.next() >= reviewShare) continue;
      const rating = pickRating(random);
      const at = new Date(Math.min(now.getTime(), swap.completedAt.getTime() + random.next() * 3 * dayMs));
      reviews.push({
        swapId: swap.id,
        reviewerId,
        revieweeId,
        rating,
        comment: random.next() < 0.6 ? random.pick(comments[rating]!) : null,
        at,
      });
    }
    for (const memberId of [swap.requesterId, swap.recipientId]) {
      if (swap.completedAt > lastActiveAt.get(memberId)!) lastActiveAt.set(memberId, swap.completedAt);
    }
  }
  return { swaps, reviews, lastActiveAt, ratings: rate(members, reviews) };
}

/**
 * The product's rating (product rules R3.8): the mean of received reviews to one decimal, halves rounded
 * up, as PostgreSQL's `round(avg(rating), 1)` does; 0 with none. In integers, so no floating-point error
 * can creep in.
 */
function rate(members: readonly DemoMember[], reviews: readonly DemoReview[]) {
  const received = new Map(members.map((member) => [member.id, { sum: 0, count: 0 }]));
  for (const review of reviews) {
    const tally = received.get(review.revieweeId)!;
    tally.sum += review.rating;
    tally.count += 1;
  }
  return new Map(
    [...received].map(([id, { sum, count }]) => [
      id,
      {
        rating: count === 0 ? 0 : Math.floor((20 * sum + count) / (2 * count)) / 10,
        reviewCount: count,
      },
    ]),
  );
}

type Draft = Omit<DemoSwap, 'payerId' | 'payeeId' | 'net'>;

/** Random pairs, each request at most five a calendar month per requester (the free plan's limit). */
function draftSwaps(random: Random, members: readonly DemoMember[], now: Date): Draft[] {
  const requestsPerMonth = planLimits.free.requestsPerMonth!;
  const sentInMonth = new Map<string, number>();
  const drafts: Draft[] = [];
  const count = Math.round(members.length * swapsPerMember);
  for (let index = 0; index < count; index += 1) {
    const requester = random.pick(members);
    const recipient = random.pick(members);
    if (requester.id === recipient.id) continue;
    const since = Math.max(requester.joinedAt.getTime(), recipient.joinedAt.getTime());
    // Leave room to accept, teach and confirm before today.
    const latest = now.getTime() - 10 * dayMs;
    if (since >= latest) continue;
    const requestedAt = new Date(since + random.next() * (latest - since));
    const month = `${requester.id}|${requestedAt.toISOString().slice(0, 7)}`;
    if ((sentInMonth.get(month) ?? 0) >= requestsPerMonth) continue;
    sentInMonth.set(month, (sentInMonth.get(month) ?? 0) + 1);
    const acceptedAt = new Date(requestedAt.getTime() + (0.1 + random.next() * 2) * dayMs);
    drafts.push({
      id: randomUUID(),
      requesterId: requester.id,
      recipientId: recipient.id,
      offeredSkill: random.pick(requester.offered),
      requestedSkill: random.pick(recipient.offered),
      message: defaultSwapMessage(recipient.fullName),
      hoursOffered: random.pick(hourChoices),
      hoursRequested: random.pick(hourChoices),
      requestedAt,
      acceptedAt,
      completedAt: new Date(acceptedAt.getTime() + (1 + random.next() * 6) * dayMs),
    });
  }
  return drafts;
}

/**
 * Replays acceptances and completions in time order. At acceptance the payer's available SkillCoin (balance
 * minus holds) must cover the difference, or the two agree an even swap; neither may have more than three
 * swaps in progress (the free plan's limit), or the request is left out.
 */
function settleInOrder(random: Random, drafts: readonly Draft[]): DemoSwap[] {
  const activeLimit = planLimits.free.activeSwaps!;
  const available = new Map<string, number>();
  const active = new Map<string, number>();
  const availableOf = (id: string) => available.get(id) ?? skillCoinRules.starterGrant;
  const moments = drafts.flatMap((draft) => [
    { at: draft.acceptedAt.getTime(), kind: 'accept' as const, draft },
    { at: draft.completedAt.getTime(), kind: 'complete' as const, draft },
  ]);
  moments.sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'complete' ? -1 : 1));
  const agreed = new Map<string, DemoSwap>();
  for (const { kind, draft } of moments) {
    const parties = [draft.requesterId, draft.recipientId];
    if (kind === 'accept') {
      if (parties.some((id) => (active.get(id) ?? 0) >= activeLimit)) continue;
      const swap = agree(random, draft, availableOf);
      if (swap.payerId) available.set(swap.payerId, roundSkillCoin(availableOf(swap.payerId) - swap.net));
      for (const id of parties) active.set(id, (active.get(id) ?? 0) + 1);
      agreed.set(draft.id, swap);
      continue;
    }
    const swap = agreed.get(draft.id);
    if (!swap) continue;
    // The hold becomes the payment: the payer's available amount does not move again, the payee's grows.
    if (swap.payeeId) available.set(swap.payeeId, roundSkillCoin(availableOf(swap.payeeId) + swap.net));
    for (const id of parties) active.set(id, active.get(id)! - 1);
  }
  return [...agreed.values()].sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
}

function agree(random: Random, draft: Draft, availableOf: (id: string) => number): DemoSwap {
  const net = roundSkillCoin((draft.hoursRequested - draft.hoursOffered) * skillCoinRules.perHour);
  const payerId = net > 0 ? draft.requesterId : net < 0 ? draft.recipientId : null;
  const amount = Math.abs(net);
  if (payerId === null) return { ...draft, payerId: null, payeeId: null, net: 0 };
  if (availableOf(payerId) - amount < 0) {
    // Not affordable: they settle on an even swap of the smaller number of hours.
    const hours = Math.min(draft.hoursOffered, draft.hoursRequested, 1 + Math.floor(random.next() * 2));
    return { ...draft, hoursOffered: hours, hoursRequested: hours, payerId: null, payeeId: null, net: 0 };
  }
  const payeeId = payerId === draft.requesterId ? draft.recipientId : draft.requesterId;
  return { ...draft, payerId, payeeId, net: amount };
}
