import path from 'node:path';
import type { Catalogue, Language } from '@skillswap/contracts/shared/i18n';
import { validationText } from '@skillswap/contracts/shared/validation-messages';
import { loadTemplateCatalogue } from './template-catalogue.ts';

/**
 * Error and validation messages in the caller's language (ADR 126): services keep throwing plain English
 * (`notFound('Swap not found')`), logs and tests stay English, and the error handler translates the response.
 * `error-language.test.ts` finds every message in the source and fails when one has no entry. A schema's
 * message that is a key of the contracts' validation catalogue is put into words from it (ADR 208).
 */
const errors = loadTemplateCatalogue(path.join(import.meta.dirname, 'errors'));

export const translateError = (message: string, language: Language): string =>
  findErrorTranslation(message, language) ?? message;

/** The message in the language when a catalogue has it, else undefined (it then stays English). */
export const findErrorTranslation = (message: string, language: Language): string | undefined =>
  validationText(message, language) ?? errors.find(message, language);

/** The catalogues, for the test that compares them. */
export function errorCatalogues(): Readonly<Record<Language, Catalogue>> {
  return errors.catalogues;
}
