import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMessage, languages, type Catalogue, type Language } from '@skillswap/contracts/shared/i18n';
import { validationText } from '@skillswap/contracts/shared/validation-messages';
import type englishCatalogue from './errors/en.json';

/**
 * Error messages in the caller's language (ADR 216): services throw a key of these catalogues and its values
 * (`notFound('common.swapNotFound')`), the English catalogue holds the English text, and the error handler
 * puts the key into the caller's language. An unknown key fails `tsc`.
 */
export type ErrorKey = keyof typeof englishCatalogue;
/** A value of a message's `{name}`: words as they are, a number, or a message of its own to translate too. */
export type ErrorValue = string | number | ErrorMessage;
export type ErrorValues = Readonly<Record<string, ErrorValue>>;
export interface ErrorMessage {
  readonly key: ErrorKey;
  readonly values?: ErrorValues;
}

const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'errors', `${language}.json`), 'utf8'),
    ) as Catalogue,
  ]),
) as Record<Language, Catalogue>;
// Read like the others, not imported: Node's loader (tsx, `npm start`) asks a JSON import for an attribute.
const english = catalogues.en as Record<ErrorKey, string>;

function render({ key, values = {} }: ErrorMessage, language: Language): string {
  const words = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? render(value, language) : String(value),
    ]),
  );
  return formatMessage(catalogues[language][key] ?? english[key], words, language);
}

/** The message in the language, trimmed: a value may be an optional sentence left empty. */
export const formatError = (message: ErrorMessage, language: Language): string =>
  render(message, language).trim();

const keyOfEnglish = new Map(Object.entries(english).map(([key, text]) => [text, key as ErrorKey]));

/**
 * A text the API did not write, in the language: a schema's message (a key of the contracts' validation
 * catalogue, ADR 208), or Fastify's or another node's refusal in the words of an entry without values.
 * Undefined when it is none of these (it then stays as it is).
 */
export function findGivenText(text: string, language: Language): string | undefined {
  const fromContracts = validationText(text, language);
  if (fromContracts !== undefined) return fromContracts;
  const key = keyOfEnglish.get(text);
  return key === undefined ? undefined : catalogues[language][key];
}

/**
 * A text the API did not write in the language where a catalogue has it, else as it is (operator commands).
 */
export const translateError = (text: string, language: Language): string =>
  findGivenText(text, language) ?? text;

/** The catalogues, for the test that compares them. */
export function errorCatalogues(): Readonly<Record<Language, Catalogue>> {
  return catalogues;
}
