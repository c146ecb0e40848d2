import type { Catalogue, Language } from '@skillswap/contracts/shared/i18n';

/** The namespaces of every language, one JSON file each under locales/<language>/ (ADR 102). */
export const namespaces = [
  'common',
  'landing',
  'auth',
  'settings',
  'components',
  'notifications',
  'status',
  'ledger',
  'contact',
  'scheduling',
  'premium',
  'elite',
  'organisations',
  'communities',
  'communityEconomy',
  'communityActivation',
  'communityAreas',
  'communitySafeguarding',
  'communityPaper',
  'memberHelpers',
  'managedMembers',
  'federation',
  'federationDirectory',
  'impact',
  'map',
  'board',
  'swaps',
  'reviews',
  'profiles',
  'safety',
  'verification',
  'explore',
  'matches',
  'pages',
  'billing',
  'insights',
  'portfolio',
  'workshops',
  'console',
] as const;

// Lazy: only the active language's files are ever fetched, and the build puts them all in one
// chunk (ADR 189).
const loaders = import.meta.glob<Record<string, string>>('./locales/*/*.json', { import: 'default' });
/**
 * The contracts' validation messages (ADR 208), one file per language: the schemas' messages are their keys
 * (`swaps.validation.hoursNumber`), merged as they are, with no namespace put in front.
 */
const validationLoaders = import.meta.glob<Record<string, string>>(
  '../../../../packages/contracts/src/shared/validation-messages/*.json',
  { import: 'default' },
);
export const validationMessagesFile = (language: Language) =>
  `../../../../packages/contracts/src/shared/validation-messages/${language}.json`;

/** One language's namespaces merged into one catalogue, keys prefixed with their namespace (`landing.…`). */
export function mergeNamespaces(
  files: ReadonlyArray<readonly [string, Record<string, string>]>,
  validation: Record<string, string> = {},
): Catalogue {
  const catalogue: Record<string, string> = { ...validation };
  for (const [namespace, messages] of files) {
    for (const [key, message] of Object.entries(messages)) catalogue[`${namespace}.${key}`] = message;
  }
  return catalogue;
}

/** Downloads the catalogue of one language (and no other). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const files = await Promise.all(
    namespaces.map(async (namespace) => {
      const load = loaders[`./locales/${language}/${namespace}.json`];
      if (!load) throw new Error(`No ${namespace} messages for ${language}.`);
      return [namespace, await load()] as const;
    }),
  );
  const loadValidation = validationLoaders[validationMessagesFile(language)];
  if (!loadValidation) throw new Error(`No validation messages for ${language}.`);
  return mergeNamespaces(files, await loadValidation());
}
