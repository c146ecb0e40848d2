import { z } from 'zod';

/**
 * Paper (ADR 177): a coordinator marks members of their community who read paper, and prints
 * their monthly SkillCoin statements in one batch, and the community's members' directory, as PDFs.
 */
const paperMonthMessage = 'communityPaper.validation.month';

/** A calendar month, `YYYY-MM` (UTC); months before 2000 or not yet begun are refused by the API. */
export const paperMonthSchema = z
  .string({ error: paperMonthMessage })
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, paperMonthMessage);

export const paperMonthQuerySchema = z.object({ month: paperMonthSchema });
export type PaperMonthQuery = z.infer<typeof paperMonthQuerySchema>;

/** An active member of the community, and whether a coordinator marked them as reading paper. */
export const paperMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  readsPaper: z.boolean(),
  /** When they were marked, and by whom; null when not marked (or the coordinator left SkillSwap). */
  markedAt: z.string().nullable(),
  markedBy: z.string().nullable(),
});
export type PaperMember = z.infer<typeof paperMemberSchema>;

export const paperMemberListSchema = z.object({ items: z.array(paperMemberSchema) });
export type PaperMemberList = z.infer<typeof paperMemberListSchema>;

/** The month whose statements a download holds: `YYYY-MM`, the last whole month by default in the web app. */
export function previousMonth(now: Date): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}
