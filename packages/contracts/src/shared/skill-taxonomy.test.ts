import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonSkills, skillCategories } from './categories.ts';
import {
  areRelatedSkills,
  canonicalSkills,
  normalizeSkill,
  skillFamilyOf,
  skillTaxonomy,
  taxonomySkillOf,
} from './skill-taxonomy.ts';

describe('skill normalisation', () => {
  it.each([
    ['JS', 'JavaScript'],
    ['Javascript', 'JavaScript'],
    ['javascript basics', 'JavaScript'],
    ['  JavaScript  for beginners ', 'JavaScript'],
    ['Java Script', 'JavaScript'],
    ['Guitar lessons', 'Guitar'],
    ['guitar', 'Guitar'],
    ['Learn to play guitar', 'Guitar'],
    ['Acoustic guitar (beginner)', 'Guitar'],
    ['UX', 'UX Design'],
    ['ux design', 'UX Design'],
    ['UI/UX', 'UX Design'],
    ['Photoshop editing', 'Photoshop'],
    ['Adobe Photoshop', 'Photoshop'],
    ['drum', 'Drums'],
    ['Español', 'Spanish'],
    ['espanol', 'Spanish'],
    ['Basic Spanish lessons', 'Spanish'],
    ['C#', 'C#'],
    ['c sharp', 'C#'],
    ['C++', 'C++'],
    ['.NET', 'C#'],
    ['node.js', 'Node.js'],
    ['Yoga classes for adults', 'Yoga'],
    ['Search-Engine Optimisation', 'SEO'],
    ['cakes', 'Baking'],
    ['Light room', 'Lightroom'],
  ])('"%s" means %s', (label, canonical) => {
    expect(normalizeSkill(label).canonical).toBe(canonical);
  });

  it('gives the Explore category of a known skill, and none for languages', () => {
    expect(normalizeSkill('JS')).toEqual({ canonical: 'JavaScript', category: 'Coding' });
    expect(normalizeSkill('Sourdough baking')).toEqual({ canonical: 'Baking', category: 'Cooking' });
    expect(normalizeSkill('French')).toEqual({ canonical: 'French', category: null });
  });

  it('keeps the words of an unknown skill, tidied, so the same unknown skill still meets itself', () => {
    expect(normalizeSkill('knitting lessons')).toEqual({ canonical: 'Knitting', category: null });
    expect(normalizeSkill('  KNITTING ')).toEqual({ canonical: 'Knitting', category: null });
    expect(normalizeSkill('Calligraphy painting').category).toBe('Design');
    expect(normalizeSkill('Street food grilling').category).toBe('Cooking');
  });

  it('knows every common skill of every Explore category under its own name and category', () => {
    for (const category of skillCategories) {
      for (const skill of commonSkills[category]) {
        expect(normalizeSkill(skill)).toEqual({ canonical: skill, category });
      }
    }
  });

  it('maps every listed alias back to its own skill, so no two skills claim one wording', () => {
    for (const entry of skillTaxonomy) {
      for (const label of [entry.canonical, ...entry.aliases]) {
        expect({ label, canonical: normalizeSkill(label).canonical }).toEqual({
          label,
          canonical: entry.canonical,
        });
      }
    }
  });

  it('is blind to case, surrounding spaces and trailing punctuation of any label', () => {
    const label = fc.constantFrom(...skillTaxonomy.flatMap((entry) => [entry.canonical, ...entry.aliases]));
    fc.assert(
      fc.property(
        label,
        fc.constantFrom('', ' ', '  '),
        fc.constantFrom('', '.', '!', ' -'),
        (text, pad, end) => {
          const expected = normalizeSkill(text).canonical;
          expect(normalizeSkill(`${pad}${text.toUpperCase()}${end}${pad}`).canonical).toBe(expected);
          expect(normalizeSkill(text.toLowerCase()).canonical).toBe(expected);
        },
      ),
    );
  });

  it('turns a skill list into canonical names, each once, dropping blanks', () => {
    expect(canonicalSkills(['JS', 'JavaScript', ' ', 'Guitar lessons', 'guitar'])).toEqual([
      'JavaScript',
      'Guitar',
    ]);
  });

  it('tells search which known skill a term means, and nothing for an unknown word', () => {
    expect(taxonomySkillOf('JS')).toBe('JavaScript');
    expect(taxonomySkillOf('guitar lessons')).toBe('Guitar');
    expect(taxonomySkillOf('  Knitting ')).toBeNull();
    expect(taxonomySkillOf('Ana')).toBeNull();
    expect(taxonomySkillOf(' ')).toBeNull();
  });
});

describe('skill families', () => {
  it('puts a narrower wording of a known skill in that skill’s family', () => {
    expect(skillFamilyOf(normalizeSkill('Portuguese Conversation').canonical)).toBe('Portuguese');
    expect(skillFamilyOf(normalizeSkill('Jazz guitar').canonical)).toBe('Guitar');
    expect(skillFamilyOf('Portuguese')).toBeNull();
    expect(skillFamilyOf('Knitting')).toBeNull();
  });

  it('relates two skills of one family, never a skill to itself or to another family', () => {
    expect(areRelatedSkills('Portuguese', 'Portuguese Conversation')).toBe(true);
    expect(areRelatedSkills('Portuguese Conversation', 'Business Portuguese')).toBe(true);
    expect(areRelatedSkills('Portuguese', 'Portuguese')).toBe(false);
    expect(areRelatedSkills('Portuguese Conversation', 'Jazz Guitar')).toBe(false);
  });
});
