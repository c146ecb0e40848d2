import { languages, type Catalogue, type Language } from '@skillswap/contracts/shared/i18n';
import { mergeNamespaces, namespaces, validationMessagesFile } from './catalogues.ts';

// Every language at once, for the build's prerender step and the tests only: the browser loads one language
// through catalogues.ts. Importing this file from app code would put all six in the bundle.
const files = import.meta.glob<Record<string, string>>('./locales/*/*.json', {
  import: 'default',
  eager: true,
});
const validationFiles = import.meta.glob<Record<string, string>>(
  '../../../../packages/contracts/src/shared/validation-messages/*.json',
  { import: 'default', eager: true },
);

export const allCatalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    mergeNamespaces(
      namespaces.map(
        (namespace) => [namespace, files[`./locales/${language}/${namespace}.json`] ?? {}] as const,
      ),
      validationFiles[validationMessagesFile(language)] ?? {},
    ),
  ]),
) as Record<Language, Catalogue>;
