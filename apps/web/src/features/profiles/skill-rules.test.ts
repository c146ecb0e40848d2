import { describe, expect, it } from 'vitest';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { translate, type Translate } from '@/i18n/i18n-context.ts';
import { checkNewSkill } from './skill-rules.ts';

const t: Translate = (key, values) => translate(allCatalogues.en, 'en', key, values);

describe('adding a skill to a profile', () => {
  it('accepts a new skill', () => {
    expect(checkNewSkill(t, ['Guitar'], ' Piano ')).toBeNull();
  });

  it('refuses blanks, repeats in any case, overlong names and a full list', () => {
    expect(checkNewSkill(t, [], '   ')).toBe('Type a skill first');
    expect(checkNewSkill(t, [], 'Gui\u0000tar')).toBe('Must not contain control characters');
    expect(checkNewSkill(t, ['Guitar'], 'guitar')).toBe('guitar is already listed');
    expect(checkNewSkill(t, [], 'x'.repeat(61))).toBe('Keep it under 60 characters');
    const full = Array.from({ length: 20 }, (_, index) => `Skill ${index}`);
    expect(checkNewSkill(t, full, 'One more')).toBe('At most 20 skills');
  });
});
