import { z } from 'zod';

/**
 * Free text as members type it, checked once for every field (ADR 0041). Control characters (NUL above
 * all, which PostgreSQL cannot store) never reach the database: a field refuses them with one clear message.
 */
export const controlCharacterMessage = 'profiles.validation.controlCharacters';

// The control characters (Unicode's Cc: U+0000–U+001F and U+007F–U+009F) written as ranges rather than
// `\P{Cc}`: the pattern goes into the OpenAPI document as it is, and common regular-expression engines
// (Python's `re`) know no Unicode properties. The RegExp constructor keeps the `\u` escapes in its
// source for them.
/** The pattern of a one-line field: no control character. */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point: it refuses them
export const withoutControlCharacters = new RegExp('^[^\\u0000-\\u001F\\u007F-\\u009F]*$');
// eslint-disable-next-line no-control-regex -- as above, with tab and newline allowed
const withoutControlCharactersButLines = new RegExp('^[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]*$');

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

/** Said of text that holds half of a UTF-16 surrogate pair, which no encoding can store or send. */
export const loneSurrogateMessage = 'profiles.validation.invalidUnicode';

// The same rule written as explicit ranges (Unicode's Cc is U+0000–U+001F and U+007F–U+009F), for checking
// raw strings where no schema applies; the second keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const anyControlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const controlCharacterButLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What is wrong with a raw string by the rule above, or null when nothing is. `lines` allows tab, line feed
 * and carriage return, as a multi-line field does; without it a string must be a single line. The API
 * applies this to every path parameter, query parameter and string of a JSON body before any handler runs.
 */
export function findTextProblem(text: string, options: { lines: boolean }): string | null {
  if ((options.lines ? controlCharacterButLines : anyControlCharacter).test(text)) {
    return controlCharacterMessage;
  }
  return loneSurrogate.test(text) ? loneSurrogateMessage : null;
}
