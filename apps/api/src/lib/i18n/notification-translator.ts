import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMessage, languages, type Catalogue, type Language } from '@skillswap/contracts/shared/i18n';
import type englishCatalogue from './notifications/en.json';

/**
 * Notification titles and bodies in the recipient's language (ADR 217): modules pass a key of these
 * catalogues and its values, and `notify` puts them into the words of the member it is for, so the list, the
 * push and the e-mail say it in their language. An unknown key fails `tsc`.
 */
export type NotificationKey = keyof typeof englishCatalogue;
/**
 * A value of a message's `{name}`: words as they are (what a member wrote, a name, a date), a number, or a
 * message of its own, put into the same language.
 */
export type NotificationValue = string | number | NotificationMessage;
export type NotificationValues = Readonly<Record<string, NotificationValue>>;
export interface NotificationMessage {
  readonly key: NotificationKey;
  readonly values?: NotificationValues;
}

const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'notifications', `${language}.json`), 'utf8'),
    ) as Catalogue,
  ]),
) as Record<Language, Catalogue>;
// Read like the others, not imported: Node's loader (tsx, `npm start`) asks a JSON import for an attribute.
const english = catalogues.en as Record<NotificationKey, string>;

/** The message in the language; a key missing there (a bad deploy) falls back to English. */
export function formatNotification({ key, values = {} }: NotificationMessage, language: Language): string {
  const words = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? formatNotification(value, language) : String(value),
    ]),
  );
  return formatMessage(catalogues[language][key] ?? english[key], words, language);
}

/** The catalogues, for the test that compares them. */
export function notificationCatalogues(): Readonly<Record<Language, Catalogue>> {
  return catalogues;
}
