import {
  relatedSkillsOf,
  type CoachAnswer,
  type CoachProgress,
  type LearningPlan,
} from '@skillswap/contracts/coach/schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { listMatches } from '../matches/index.ts';
import { findMemberCards } from '../swaps/index.ts';
import { listWorkshopsTeaching } from '../workshops/index.ts';
import { coachPrompt, writeCoachNote } from './coach-note.ts';
import { findSkillsWanted, findWeeklyGoal, saveWeeklyGoal, sumHoursLearned } from './coach.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** At most this many wanted skills get a plan (a profile lists up to 20). */
const plannedSkills = 6;

/** Monday 00:00 UTC of the week `now` falls in. */
export function startOfUtcWeek(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - ((now.getUTCDay() + 6) % 7) * dayMs);
}

export async function readProgress(db: Db, memberId: string, now: Date): Promise<CoachProgress> {
  const weekStart = startOfUtcWeek(now);
  const [weeklyHours, learned] = await Promise.all([
    findWeeklyGoal(db, memberId),
    sumHoursLearned(db, memberId, weekStart, new Date(weekStart.getTime() + 7 * dayMs)),
  ]);
  const round = (hours: number) => Math.round(hours * 100) / 100;
  return {
    weeklyHours,
    hoursThisWeek: round(learned.fromSwaps + learned.fromWorkshops),
    fromSwaps: round(learned.fromSwaps),
    fromWorkshops: round(learned.fromWorkshops),
    weekStartsAt: weekStart.toISOString(),
  };
}

/** One plan per wanted skill: taxonomy steps, the three best teachers from matching, upcoming workshops. */
async function buildPlans(db: Db, memberId: string, now: Date): Promise<LearningPlan[]> {
  const wanted = (await findSkillsWanted(db, memberId)).slice(0, plannedSkills);
  if (wanted.length === 0) return [];
  const matches = await listMatches({ db, now }, memberId, 50);
  return Promise.all(
    wanted.map(async (skill) => {
      const { canonical, learnFirst, related } = relatedSkillsOf(skill);
      const wantedSkill = canonical ?? skill;
      // Exact teachers first, then those teaching a skill of its family.
      const teachers = matches.items
        .flatMap((match) => {
          if (match.teaches.includes(wantedSkill)) return [{ match, relatedSkill: null as string | null }];
          const related = match.related.find((r) => r.side === 'teaches' && r.yours === wantedSkill);
          return related ? [{ match, relatedSkill: related.theirs }] : [];
        })
        .sort((a, b) => Number(a.relatedSkill !== null) - Number(b.relatedSkill !== null))
        .slice(0, 3)
        .map(({ match, relatedSkill }) => ({
          id: match.profile.id,
          fullName: match.profile.full_name ?? 'SkillSwap member',
          avatarUrl: match.profile.avatar_url,
          score: match.score,
          relatedSkill,
        }));
      const workshops = await listWorkshopsTeaching(db, {
        skills: [...new Set([skill, canonical ?? skill])],
        memberId,
        now,
        limit: 3,
      });
      return {
        skill,
        canonical,
        learnFirst,
        related,
        teachers,
        workshops: workshops.items.map(({ id, title, startsAt, seatsLeft }) => ({
          id,
          title,
          startsAt,
          seatsLeft,
        })),
      };
    }),
  );
}

export async function buildCoach(
  context: { db: Db; now: Date; config: Config; log: { warn: (object: object, message: string) => void } },
  memberId: string,
): Promise<CoachAnswer> {
  const { db, now } = context;
  const [plans, progress, cards] = await Promise.all([
    buildPlans(db, memberId, now),
    readProgress(db, memberId, now),
    findMemberCards(db, [memberId]),
  ]);
  const note =
    plans.length === 0
      ? null
      : await writeCoachNote(
          context.config,
          coachPrompt({
            firstName: (cards.get(memberId)?.fullName ?? '').split(' ')[0] ?? '',
            plans,
            weeklyHours: progress.weeklyHours,
            hoursThisWeek: progress.hoursThisWeek,
          }),
          context.log,
        );
  return { plans, progress, note };
}

export async function setWeeklyGoal(db: Db, memberId: string, hours: number, now: Date) {
  await saveWeeklyGoal(db, memberId, hours, now);
  return readProgress(db, memberId, now);
}
