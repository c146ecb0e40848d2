import { z } from 'zod';
import { memberRoles } from '../auth/schemas.ts';
import { swapStatuses } from '../swaps/schemas.ts';

/** One member of the SkillSwap team as the console lists them: no e-mail, which the list does not need. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  role: z.enum(memberRoles).exclude(['member']),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ team: z.array(teamMemberSchema) });

/** One week of the overview's charts: the Monday (UTC) it starts on and how many of the thing it counts. */
export const weeklyCountSchema = z.object({ weekStart: z.iso.date(), count: z.number().int().nonnegative() });
export type WeeklyCount = z.infer<typeof weeklyCountSchema>;

/** The console's first page: how the community is doing, in figures and the last 12 weeks. */
export const overviewSchema = z.object({
  members: z.object({
    total: z.number().int().nonnegative(),
    newThisWeek: z.number().int().nonnegative(),
    verified: z.number().int().nonnegative(),
  }),
  swapsByStatus: z.record(z.enum(swapStatuses), z.number().int().nonnegative()),
  skillCoin: z.object({
    /** Sum of every member's balance. */
    inCirculation: z.number(),
    /** The community fund's balance (negative by the starter grants it has paid). */
    communityFund: z.number(),
  }),
  openDisputes: z.number().int().nonnegative(),
  newContactMessages: z.number().int().nonnegative(),
  /** Reports waiting for a moderator (ADR 73). */
  openReports: z.number().int().nonnegative(),
  signUpsPerWeek: z.array(weeklyCountSchema),
  completedSwapsPerWeek: z.array(weeklyCountSchema),
});
export type Overview = z.infer<typeof overviewSchema>;
