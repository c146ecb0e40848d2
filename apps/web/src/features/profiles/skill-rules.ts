import { skillLimits } from '@skillswap/contracts/categories';
import { singleLineTextSchema } from '@skillswap/contracts/text';

/** Why a skill cannot be added, or null: blanks, control characters, repeats (any case), overlong names and full lists. */
export function checkNewSkill(skills: readonly string[], candidate: string): string | null {
  const skill = candidate.trim();
  if (!skill) return 'Type a skill first';
  const text = singleLineTextSchema.safeParse(skill);
  if (!text.success) return text.error.issues[0]?.message ?? 'Type a skill first';
  if (skill.length > skillLimits.maxSkillLength)
    return `Keep it under ${skillLimits.maxSkillLength} characters`;
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase()))
    return `${skill} is already listed`;
  if (skills.length >= skillLimits.maxSkillsPerSide) return `At most ${skillLimits.maxSkillsPerSide} skills`;
  return null;
}
