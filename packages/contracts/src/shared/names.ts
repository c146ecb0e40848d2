import { z } from 'zod';
import { controlCharacterMessage, withoutControlCharacters } from './text.ts';

/**
 * Names other people read (ADR 0041): one Unicode form, nothing invisible, and enough that shows. A name
 * made of zero-width spaces, or one that turns the text around it backwards, could pass for anyone.
 */
export const invisibleCharacterMessage = 'profiles.validation.nameInvisible';

// Format characters: zero-width spaces and joiners, bidi overrides, embeddings and isolates, BOM, soft
// hyphen. Checked by a refinement, not a pattern: Unicode's Cf reaches beyond the Basic Multilingual Plane,
// which no pattern syntax common to JavaScript and Python's `re` can name, so the document says it in words.
const formatCharacter = /\p{Cf}/u;
// The format characters that are part of an emoji rather than hidden in the text: a zero-width joiner between
// two pictographs (👩‍💻, each perhaps with its emoji-style selector or skin tone), and the tag characters of a
// subdivision flag (🏴 + tags + cancel tag, as in the flag of Scotland).
const emojiJoiner =
  /(?<=\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?)\u200D(?=\p{Extended_Pictographic})/gu;
const flagTags = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** Whether the name holds a format character other than those emoji sequences are built from. */
function hasHiddenFormatCharacter(name: string): boolean {
  return formatCharacter.test(name.replace(emojiJoiner, '').replace(flagTags, ''));
}
// Letters and symbols that render as blank space, used to fake an empty name.
const blankCharacters = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
// What shows on screen: letters, digits, punctuation and symbols (marks ride on the character before them).
const visibleCharacters = /[\p{L}\p{N}\p{P}\p{S}]/gu;

/** How many characters of the name show on screen. */
export function countVisibleCharacters(name: string): number {
  return name.replace(blankCharacters, '').match(visibleCharacters)?.length ?? 0;
}

/**
 * A person's name: NFC, trimmed, no control or invisible characters (emoji joiners are part of what shows),
 * at least `min` that show.
 */
export function personNameSchema(rules: {
  min: number;
  minMessage: string;
  max: number;
  maxMessage: string;
}) {
  return z
    .string()
    .overwrite((name) => name.normalize('NFC'))
    .trim()
    .regex(withoutControlCharacters, controlCharacterMessage)
    .refine((name) => countVisibleCharacters(name) >= rules.min, rules.minMessage)
    .refine((name) => !hasHiddenFormatCharacter(name), invisibleCharacterMessage)
    .max(rules.max, rules.maxMessage)
    .meta({
      description:
        `A name: ${rules.min} to ${rules.max} characters that show (letters, digits, punctuation, symbols) once ` +
        'trimmed, without control characters, zero-width or text-direction characters (Unicode Cc and Cf), ' +
        'except the joiners and tag characters inside an emoji sequence.',
      // What a schema can say of the rule: fewer characters than that cannot show enough.
      minLength: rules.min,
    });
}
