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

/** One language's namespaces merged into one catalogue, keys prefixed with their namespace (`landing.…`). */
export function mergeNamespaces(files: ReadonlyArray<readonly [string, Record<string, string>]>): Catalogue {
  const catalogue: Record<string, string> = {};
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
  return mergeNamespaces(files);
}
