import { skillLimits } from '@skillswap/contracts/categories';

/** Why a skill cannot be added, or null: blanks, repeats (any case), overlong names and full lists. */
export function checkNewSkill(skills: readonly string[], candidate: string): string | null {
  const skill = candidate.trim();
  if (!skill) return 'Type a skill first';
  if (skill.length > skillLimits.maxSkillLength)
    return `Keep it under ${skillLimits.maxSkillLength} characters`;
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase()))
    return `${skill} is already listed`;
  if (skills.length >= skillLimits.maxSkillsPerSide) return `At most ${skillLimits.maxSkillsPerSide} skills`;
  return null;
}
