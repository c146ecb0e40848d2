import { z } from 'zod';

/**
 * Free text as members type it, checked once for every field (ADR 0041). Control characters (NUL above
 * all, which PostgreSQL cannot store) never reach the database: a field refuses them with one clear message.
 */
export const controlCharacterMessage = 'Must not contain control characters';

const withoutControlCharacters = /^\P{Cc}*$/u;
const withoutControlCharactersButLines = /^[\t\n\P{Cc}]*$/u;

/** A one-line field (a name, a subject, a skill): trimmed, no control characters at all. */
export const singleLineTextSchema = z
  .string()
  .trim()
  .regex(withoutControlCharacters, controlCharacterMessage);

/**
 * A field that may span lines (a bio, a message, a reason): line breaks are kept (CRLF and CR read as a
 * newline) and so are tabs; every other control character is refused.
 */
export const multiLineTextSchema = z
  .string()
  .overwrite((text) => text.replace(/\r\n?/g, '\n'))
  .trim()
  .regex(withoutControlCharactersButLines, controlCharacterMessage);
