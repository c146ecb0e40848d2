// The baseline for bench/matching.mjs: the same ranking and circle search, but skills meet only when their
// labels are exactly the same string. Computed in memory over the whole generated community.
import { findCircles } from '../apps/api/src/modules/matches/circles.ts';
import { compareMatches, scoreMatch } from '../apps/api/src/modules/matches/match-score.ts';

const perSkillCap = 60;

function toCandidate(member, id, now) {
  return {
    id,
    offered: [...new Set(member.offered.map((entry) => entry.label))],
    wanted: [...new Set(member.wanted.map((entry) => entry.label))],
    rating: member.rating,
    verified: member.verified,
    updatedAt: new Date(now.getTime() - member.daysIdle * 86_400_000),
    city: member.city,
    country: member.country,
    completedSwaps: 0,
  };
}

function addTo(index, key, value) {
  const list = index.get(key) ?? [];
  list.push(value);
  index.set(key, list);
}

/** Every visible member by exact offered label and by exact wanted label. */
export function createExactIndex(members, ids, now) {
  const candidates = members.map((member, index) => toCandidate(member, ids[index], now));
  const byOffered = new Map();
  const byWanted = new Map();
  members.forEach((member, index) => {
    if (member.visibility !== 'public') return;
    for (const label of candidates[index].offered) addTo(byOffered, label, candidates[index]);
    for (const label of candidates[index].wanted) addTo(byWanted, label, candidates[index]);
  });
  return { candidates, byOffered, byWanted, now };
}

function seekerOf(exact, query) {
  const me = exact.candidates[query];
  return { id: me.id, offered: me.offered, wanted: me.wanted, city: me.city, country: me.country };
}

/** The same per-skill capped pools the API uses, on exact labels. */
function pool(exact, seeker, direction) {
  const picked = new Map();
  const take = (index, labels) => {
    for (const label of labels) {
      const holders = (index.get(label) ?? []).filter((candidate) => candidate.id !== seeker.id);
      const ranked = holders
        .map((candidate) => ({ candidate, match: scoreMatch(seeker, candidate, exact.now) }))
        .sort((a, b) =>
          compareMatches({ ...a.match, id: a.candidate.id }, { ...b.match, id: b.candidate.id }),
        );
      for (const { candidate } of ranked.slice(0, perSkillCap)) picked.set(candidate.id, candidate);
    }
  };
  if (direction !== 'learns') take(exact.byOffered, seeker.wanted);
  if (direction !== 'teaches') take(exact.byWanted, seeker.offered);
  return [...picked.values()];
}

export function listExactMatches(exact, query, limit) {
  const seeker = seekerOf(exact, query);
  return pool(exact, seeker, 'either')
    .map((candidate) => ({ ...scoreMatch(seeker, candidate, exact.now), id: candidate.id }))
    .sort(compareMatches)
    .slice(0, limit)
    .map((match) => match.id);
}

export function listExactCircles(exact, query) {
  const seeker = seekerOf(exact, query);
  const circles = findCircles(seeker, pool(exact, seeker, 'learns'), pool(exact, seeker, 'teaches'), {
    limit: 10,
    maxPerMember: 2,
    now: exact.now,
  });
  return circles.map((circle) => [circle.first.id, circle.second.id]);
}
