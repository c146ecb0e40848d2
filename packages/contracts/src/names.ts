import { z } from 'zod';
import { controlCharacterMessage } from './text.ts';

/**
 * Names other people read (ADR 0041): one Unicode form, nothing invisible, and enough that shows. A name
 * made of zero-width spaces, or one that turns the text around it backwards, could pass for anyone.
 */
export const invisibleCharacterMessage = 'Name must not contain invisible or text-direction characters';

const withoutControlCharacters = /^\P{Cc}*$/u;
// Format characters: zero-width spaces and joiners, bidi overrides, embeddings and isolates, BOM, soft hyphen.
const withoutFormatCharacters = /^\P{Cf}*$/u;
// Letters and symbols that render as blank space, used to fake an empty name.
const blankCharacters = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
// What shows on screen: letters, digits, punctuation and symbols (marks ride on the character before them).
const visibleCharacters = /[\p{L}\p{N}\p{P}\p{S}]/gu;

/** How many characters of the name show on screen. */
export function countVisibleCharacters(name: string): number {
  return name.replace(blankCharacters, '').match(visibleCharacters)?.length ?? 0;
}

/** A person's name: NFC, trimmed, no control or invisible characters, at least `min` that show. */
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
    .regex(withoutFormatCharacters, invisibleCharacterMessage)
    .max(rules.max, rules.maxMessage);
}
