import { describe, expect, it } from 'vitest';
import { invisibleCharacterMessage, personNameSchema } from './names.ts';

const fullName = personNameSchema({
  min: 2,
  minMessage: 'Name must be at least 2 characters',
  max: 100,
  maxMessage: 'Name must be at most 100 characters',
});

const problemOf = (name: string) => fullName.safeParse(name).error?.issues.map((issue) => issue.message);

describe('names with emoji', () => {
  it.each([
    ['a technologist', 'Ana 👩‍💻 Lima'],
    ['a family of four', 'The Limas 👨‍👩‍👧‍👦'],
    ['a skin tone before the joiner', 'Ana 👩🏽‍🏫'],
    ['an emoji-style selector before the joiner', 'Ana ❤️‍🔥'],
    ['the flag of Scotland', 'Ewan 🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ])('accepts %s and keeps the sequence whole', (_, name) => {
    expect(fullName.parse(name)).toBe(name.normalize('NFC'));
  });

  it.each([
    ['a joiner between letters', 'Ana\u200dLima'],
    ['a joiner after an emoji with a letter after it', 'Ana 👩\u200dLima'],
    ['a joiner at the end', 'Ana 👩\u200d'],
    ['a right-to-left override after an emoji', 'Ana 👩\u202eamiL'],
    ['a first-strong isolate', 'Ana \u2068Lima\u2069'],
    ['tag characters without a flag', 'Ana\u{E0067}\u{E0062}\u{E007F}'],
    ['a zero-width space', 'Ana\u200bLima'],
  ])('still refuses %s', (_, name) => {
    expect(problemOf(name)).toEqual([invisibleCharacterMessage]);
  });
});
