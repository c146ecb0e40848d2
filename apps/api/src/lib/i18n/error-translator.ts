import path from 'node:path';
import type { Catalogue, Language } from '@skillswap/contracts/shared/i18n';
import { validationText } from '@skillswap/contracts/shared/validation-messages';
import type englishCatalogue from './errors/en.json';
import { loadKeyedCatalogues, type KeyedMessage } from './keyed-catalogues.ts';

/**
 * Error messages in the caller's language (ADR 216): services throw a key of these catalogues and its values
 * (`notFound('common.swapNotFound')`), the English catalogue holds the English text, and the error handler
 * puts the key into the caller's language. An unknown key fails `tsc`.
 */
export type ErrorKey = keyof typeof englishCatalogue;
export type ErrorMessage = KeyedMessage<ErrorKey>;
export type ErrorValues = NonNullable<ErrorMessage['values']>;
/** A value of a message's `{name}`: words as they are, a number, or a message of its own to translate too. */
export type ErrorValue = ErrorValues[string];

const { catalogues, english, format } = loadKeyedCatalogues<ErrorKey>(
  path.join(import.meta.dirname, 'errors'),
);

/** The message in the language, trimmed: a value may be an optional sentence left empty. */
export const formatError = (message: ErrorMessage, language: Language): string =>
  format(message, language).trim();

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
