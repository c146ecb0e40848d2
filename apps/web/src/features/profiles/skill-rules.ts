import { skillLimits } from '@skillswap/contracts/shared/categories';
import { singleLineTextSchema } from '@skillswap/contracts/shared/text';
import type { Translate } from '@/i18n/i18n-context.ts';

/**
 * Why a skill cannot be added, or null: blanks, control characters, repeats (any case), overlong names and
 * full lists.
 */
export function checkNewSkill(t: Translate, skills: readonly string[], candidate: string): string | null {
  const skill = candidate.trim();
  if (!skill) return t('profiles.skills.typeFirst');
  const text = singleLineTextSchema.safeParse(skill);
  if (!text.success) return t('profiles.validation.controlCharacters');
  if (skill.length > skillLimits.maxSkillLength)
    return t('profiles.skills.tooLong', { max: skillLimits.maxSkillLength });
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase()))
    return t('profiles.skills.listed', { skill });
  if (skills.length >= skillLimits.maxSkillsPerSide)
    return t('profiles.skills.full', { max: skillLimits.maxSkillsPerSide });
  return null;
}
