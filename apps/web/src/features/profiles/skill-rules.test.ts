import { describe, expect, it } from 'vitest';
import { checkNewSkill } from './skill-rules.ts';

describe('adding a skill to a profile', () => {
  it('accepts a new skill', () => {
    expect(checkNewSkill(['Guitar'], ' Piano ')).toBeNull();
  });

  it('refuses blanks, repeats in any case, overlong names and a full list', () => {
    expect(checkNewSkill([], '   ')).toBe('Type a skill first');
    expect(checkNewSkill([], 'Gui\u0000tar')).toBe('Must not contain control characters');
    expect(checkNewSkill(['Guitar'], 'guitar')).toBe('guitar is already listed');
    expect(checkNewSkill([], 'x'.repeat(61))).toBe('Keep it under 60 characters');
    const full = Array.from({ length: 20 }, (_, index) => `Skill ${index}`);
    expect(checkNewSkill(full, 'One more')).toBe('At most 20 skills');
  });
});
