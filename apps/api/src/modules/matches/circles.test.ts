import { describe, expect, it } from 'vitest';
import { findCircles } from './circles.ts';
import type { Candidate, Seeker } from './match-score.ts';

const now = new Date('2026-03-01T12:00:00Z');
const me: Seeker = { id: 'me', offered: ['Spanish'], wanted: ['Guitar'], city: null, country: null };

function member(id: string, offered: string[], wanted: string[], rating = 0): Candidate {
  return {
    id,
    offered,
    wanted,
    rating,
    verified: false,
    updatedAt: now,
    city: null,
    country: null,
    completedSwaps: 0,
    isPriority: false,
  };
}

const options = { limit: 10, maxPerMember: 2, now };

describe('swap circles', () => {
  it('closes me → learner → teacher → me when the learner teaches the teacher something they want', () => {
    const dan = member('dan', ['Cooking'], ['Spanish']);
    const cara = member('cara', ['Guitar'], ['Cooking']);
    const [circle, ...rest] = findCircles(me, [dan], [cara], options);
    expect(rest).toEqual([]);
    expect(circle).toMatchObject({
      first: { id: 'dan' },
      second: { id: 'cara' },
      skills: ['Spanish', 'Cooking', 'Guitar'],
    });
  });

  it('finds nothing when the two pools do not link', () => {
    expect(
      findCircles(
        me,
        [member('dan', ['Cooking'], ['Spanish'])],
        [member('cara', ['Guitar'], ['Yoga'])],
        options,
      ),
    ).toEqual([]);
  });

  it('never puts one member in both places', () => {
    const both = member('both', ['Guitar', 'Cooking'], ['Spanish', 'Cooking']);
    expect(findCircles(me, [both], [both], options)).toEqual([]);
  });

  it('ranks by the partners and lets no one fill the list alone', () => {
    const star = member('star', ['Cooking'], ['Spanish'], 5);
    const teachers = ['t1', 't2', 't3'].map((id, index) => member(id, ['Guitar'], ['Cooking'], 4 - index));
    const circles = findCircles(me, [star], teachers, options);
    expect(circles.map((circle) => circle.second.id)).toEqual(['t1', 't2']);
  });
});
