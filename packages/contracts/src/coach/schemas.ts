import { z } from 'zod';
import { skillTaxonomy, taxonomySkillOf } from '../shared/skill-taxonomy.ts';

/**
 * What to learn before a skill (ADR 117): canonical taxonomy names on both sides. A skill
 * not listed needs nothing first; its related skills then come from its taxonomy category alone.
 */
const foundations: Record<string, readonly string[]> = {
  React: ['JavaScript', 'Web Development'],
  TypeScript: ['JavaScript'],
  'Node.js': ['JavaScript'],
  'Web Design': ['Graphic Design', 'Web Development'],
  'UI Design': ['Graphic Design', 'Figma'],
  'UX Design': ['UX Research', 'UI Design'],
  'Logo Design': ['Graphic Design'],
  Animation: ['Illustration'],
  'Machine Learning': ['Python', 'Data Science'],
  'Data Science': ['Python', 'SQL', 'Excel'],
  'Mobile Development': ['JavaScript'],
  WordPress: ['Web Development'],
  'Music Production': ['Music Theory'],
  Songwriting: ['Music Theory'],
  'Bass Guitar': ['Guitar'],
  DJing: ['Music Production'],
  'Marketing Analytics': ['Excel'],
  'Paid Advertising': ['Social Media Marketing', 'Marketing Analytics'],
  'Photo Editing': ['Photography'],
  Lightroom: ['Photography'],
  'Portrait Photography': ['Photography'],
  'Wedding Photography': ['Portrait Photography'],
  'Street Photography': ['Photography'],
  'Drone Photography': ['Photography'],
  Screenwriting: ['Creative Writing'],
  Pastry: ['Baking'],
  Pilates: ['Yoga'],
  Weightlifting: ['Personal Training'],
};

/** The plan's first step: skills to learn before `skill`, and up to three others of its category. */
export function relatedSkillsOf(skill: string): {
  canonical: string | null;
  learnFirst: string[];
  related: string[];
} {
  const canonical = taxonomySkillOf(skill);
  if (!canonical) return { canonical: null, learnFirst: [], related: [] };
  const learnFirst = [...(foundations[canonical] ?? [])];
  const category = skillTaxonomy.find((entry) => entry.canonical === canonical)?.category ?? null;
  const related = skillTaxonomy
    .filter(
      (entry) =>
        category !== null &&
        entry.category === category &&
        entry.canonical !== canonical &&
        !learnFirst.includes(entry.canonical),
    )
    .slice(0, 3)
    .map((entry) => entry.canonical);
  return { canonical, learnFirst, related };
}

/** A weekly goal of 1 to 40 hours; 2 until the member sets one. */
export const coachGoalLimits = { min: 1, max: 40, default: 2 } as const;

export const coachGoalSchema = z.object({
  weeklyHours: z.coerce
    .number()
    .int('coach.validation.wholeHours')
    .min(coachGoalLimits.min, 'coach.validation.goalMin')
    .max(coachGoalLimits.max, 'coach.validation.goalMax'),
});

export const coachTeacherSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  score: z.number(),
  /** Set when they teach a skill of the same family, not the skill itself: the skill they teach. */
  relatedSkill: z.string().nullable(),
});

export const coachWorkshopSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.string(),
  seatsLeft: z.number().int(),
});

export const learningPlanSchema = z.object({
  /** The skill as the member wrote it on their profile. */
  skill: z.string(),
  canonical: z.string().nullable(),
  learnFirst: z.array(z.string()),
  related: z.array(z.string()),
  /** The three best teachers from matching. */
  teachers: z.array(coachTeacherSchema),
  workshops: z.array(coachWorkshopSchema),
});
export type LearningPlan = z.infer<typeof learningPlanSchema>;

export const coachProgressSchema = z.object({
  weeklyHours: z.number().int(),
  /** Hours learned since Monday 00:00 UTC: completed swaps and attended workshops. */
  hoursThisWeek: z.number(),
  fromSwaps: z.number(),
  fromWorkshops: z.number(),
  weekStartsAt: z.string(),
});
export type CoachProgress = z.infer<typeof coachProgressSchema>;

export const coachAnswerSchema = z.object({
  plans: z.array(learningPlanSchema),
  progress: coachProgressSchema,
  /** The language model's short note, grounded in the plans; null without a provider or when it failed. */
  note: z.string().nullable(),
});
export type CoachAnswer = z.infer<typeof coachAnswerSchema>;
