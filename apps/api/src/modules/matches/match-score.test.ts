import { describe, expect, it } from 'vitest';
import {
  compareMatches,
  listSkills,
  priorityMargin,
  promotePriorityMatches,
  scoreMatch,
  type Candidate,
  type Seeker,
} from './match-score.ts';

const now = new Date('2026-03-01T12:00:00Z');
const seeker: Seeker = {
  id: 'me',
  offered: ['Spanish', 'Photoshop'],
  wanted: ['Guitar'],
  city: 'Lisbon',
  country: 'Portugal',
};

function candidate(overrides: Partial<Candidate>): Candidate {
  return {
    id: 'them',
    offered: [],
    wanted: [],
    rating: 0,
    verified: false,
    updatedAt: new Date(now.getTime() - 365 * 86_400_000),
    city: null,
    country: null,
    completedSwaps: 0,
    isPriority: false,
    ...overrides,
  };
}

describe('match score', () => {
  it('is no match when no skill meets either way', () => {
    expect(scoreMatch(seeker, candidate({ offered: ['Pottery'], wanted: ['Sushi'] }), now)).toBeNull();
  });

  it('tells mutual from one-way matches and names the skills each way', () => {
    expect(
      scoreMatch(seeker, candidate({ offered: ['Guitar'], wanted: ['Photoshop', 'Spanish'] }), now),
    ).toMatchObject({
      kind: 'mutual',
      teaches: ['Guitar'],
      learns: ['Photoshop', 'Spanish'],
      reasons: ['Teaches Guitar, wants Photoshop and Spanish'],
    });
    expect(scoreMatch(seeker, candidate({ offered: ['Guitar'] }), now)?.kind).toBe('teaches_you');
    expect(scoreMatch(seeker, candidate({ wanted: ['Spanish'] }), now)).toMatchObject({
      kind: 'learns_from_you',
      reasons: ['Wants Spanish'],
    });
  });

  it('adds the documented points for rating, swaps, verification, activity and nearness', () => {
    const best = candidate({
      offered: ['Guitar'],
      wanted: ['Spanish'],
      rating: 5,
      completedSwaps: 12,
      verified: true,
      updatedAt: now,
      city: 'lisbon ',
      country: 'Portugal',
    });
    expect(scoreMatch(seeker, best, now)?.score).toBe(20 + 10 + 10 + 5 + 15 + 10);
    const sameCountry = { ...best, city: 'Porto' };
    expect(scoreMatch(seeker, sameCountry, now)?.score).toBe(20 + 10 + 10 + 5 + 15 + 5);
    const idleMonth = { ...best, updatedAt: new Date(now.getTime() - 30 * 86_400_000) };
    expect(scoreMatch(seeker, idleMonth, now)?.score).toBe(20 + 10 + 10 + 5 + 7.5 + 10);
  });

  it('caps the points for shared skills at 50', () => {
    const many = { ...seeker, wanted: ['A', 'B', 'C', 'D', 'E', 'F'] };
    expect(scoreMatch(many, candidate({ offered: ['A', 'B', 'C', 'D', 'E', 'F'] }), now)?.score).toBeCloseTo(
      50,
      0,
    );
  });

  it('puts every mutual match before any one-way match, then the higher score', () => {
    const list = [
      { id: 'b', kind: 'teaches_you' as const, score: 90 },
      { id: 'a', kind: 'mutual' as const, score: 30 },
      { id: 'c', kind: 'learns_from_you' as const, score: 95 },
      { id: 'd', kind: 'mutual' as const, score: 31 },
    ];
    expect(list.sort(compareMatches).map((item) => item.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('lists skills the way people say them', () => {
    expect(listSkills(['Guitar'])).toBe('Guitar');
    expect(listSkills(['Guitar', 'Piano'])).toBe('Guitar and Piano');
    expect(listSkills(['Guitar', 'Piano', 'Drums'])).toBe('Guitar, Piano and Drums');
  });
});

describe('priority matching (ADR 115)', () => {
  const ranked = (...items: Array<[string, 'mutual' | 'teaches_you', number, boolean]>) =>
    items.map(([id, kind, score, isPriority]) => ({ id, kind, score, isPriority }));
  const order = (items: ReturnType<typeof ranked>) => promotePriorityMatches(items).map((item) => item.id);

  it('lists a Premium member first among matches within the margin', () => {
    expect(
      order(ranked(['a', 'mutual', 70, false], ['b', 'mutual', 69, false], ['p', 'mutual', 68, true])),
    ).toEqual(['p', 'a', 'b']);
  });

  it('never lists them above a better match, a better kind, or another priority member', () => {
    const better = 68 + priorityMargin + 0.1;
    expect(order(ranked(['a', 'mutual', better, false], ['p', 'mutual', 68, true]))).toEqual(['a', 'p']);
    expect(order(ranked(['a', 'mutual', 40, false], ['p', 'teaches_you', 40, true]))).toEqual(['a', 'p']);
    expect(order(ranked(['q', 'mutual', 69, true], ['p', 'mutual', 69, true]))).toEqual(['q', 'p']);
    // Stops at the first better match: it does not leap over it to an equal one above.
    expect(
      order(
        ranked(
          ['a', 'mutual', 70, false],
          ['b', 'mutual', 70 + priorityMargin + 1, false],
          ['p', 'mutual', 70, true],
        ),
      ),
    ).toEqual(['a', 'b', 'p']);
  });

  it('changes nothing for a list without priority members', () => {
    const items = ranked(['a', 'mutual', 70, false], ['b', 'mutual', 69.5, false]);
    expect(promotePriorityMatches(items)).toEqual(items);
  });
});
