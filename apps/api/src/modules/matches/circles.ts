import { scorePartner, type Candidate, type Seeker } from './match-score.ts';

/** A circle found for `seeker`: seeker teaches `first`, `first` teaches `second`, `second` teaches seeker. */
export interface FoundCircle<C extends Candidate = Candidate> {
  first: C;
  second: C;
  skills: [seekerToFirst: string, firstToSecond: string, secondToSeeker: string];
  score: number;
}

export interface CircleSearchOptions {
  limit: number;
  /** How many circles one member may appear in, so the list offers different people. */
  maxPerMember: number;
  now: Date;
  /** Pairs ("a:b", both orders) a block separates: they never share a circle. */
  separatedPairs?: ReadonlySet<string>;
}

function firstShared(theirs: readonly string[], mine: readonly string[]): string | undefined {
  const wanted = new Set(mine);
  return theirs.find((skill) => wanted.has(skill));
}

/**
 * Three-member swap circles from two bounded pools: `learners` want something the seeker teaches,
 * `teachers` teach something the seeker wants. A circle closes when a learner teaches a teacher something
 * that teacher wants. Work is bounded by the pool sizes (the caller caps them), not by the community size.
 */
export function findCircles<C extends Candidate>(
  seeker: Seeker,
  learners: readonly C[],
  teachers: readonly C[],
  options: CircleSearchOptions,
): FoundCircle<C>[] {
  const teachersByWanted = new Map<string, C[]>();
  for (const teacher of teachers) {
    for (const skill of teacher.wanted) {
      const list = teachersByWanted.get(skill) ?? [];
      list.push(teacher);
      teachersByWanted.set(skill, list);
    }
  }
  const partnerPoints = new Map<string, number>();
  const pointsOf = (member: Candidate) => {
    const known = partnerPoints.get(member.id);
    if (known !== undefined) return known;
    const { points } = scorePartner(seeker, member, options.now);
    partnerPoints.set(member.id, points);
    return points;
  };

  const circles = new Map<string, FoundCircle<C>>();
  for (const first of learners) {
    const seekerToFirst = firstShared(seeker.offered, first.wanted);
    if (!seekerToFirst) continue;
    for (const firstToSecond of first.offered) {
      for (const second of teachersByWanted.get(firstToSecond) ?? []) {
        const key = `${first.id}:${second.id}`;
        if (second.id === first.id || circles.has(key) || options.separatedPairs?.has(key)) continue;
        const secondToSeeker = firstShared(second.offered, seeker.wanted);
        if (!secondToSeeker) continue;
        // Out of 100: both partners' points (50 each), so the best-rated, nearest, most active circles lead.
        const score = Math.round((pointsOf(first) + pointsOf(second)) * 10) / 10;
        circles.set(key, { first, second, skills: [seekerToFirst, firstToSecond, secondToSeeker], score });
      }
    }
  }
  return pickDiverse([...circles.values()], options);
}

function pickDiverse<C extends Candidate>(
  circles: FoundCircle<C>[],
  options: CircleSearchOptions,
): FoundCircle<C>[] {
  circles.sort(
    (a, b) => b.score - a.score || `${a.first.id}${a.second.id}`.localeCompare(`${b.first.id}${b.second.id}`),
  );
  const appearances = new Map<string, number>();
  const picked: FoundCircle<C>[] = [];
  for (const circle of circles) {
    if (picked.length >= options.limit) break;
    const ids = [circle.first.id, circle.second.id];
    if (ids.some((id) => (appearances.get(id) ?? 0) >= options.maxPerMember)) continue;
    for (const id of ids) appearances.set(id, (appearances.get(id) ?? 0) + 1);
    picked.push(circle);
  }
  return picked;
}
