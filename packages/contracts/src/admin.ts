import { z } from 'zod';
import { memberRoles } from './auth.ts';

/** One member of the SkillSwap team as the console lists them: no e-mail, which the list does not need. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  role: z.enum(memberRoles).exclude(['member']),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ team: z.array(teamMemberSchema) });
