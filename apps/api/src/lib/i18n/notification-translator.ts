import path from 'node:path';
import type { Catalogue, Language } from '@skillswap/contracts/shared/i18n';
import type englishCatalogue from './notifications/en.json';
import { loadKeyedCatalogues, type KeyedMessage } from './keyed-catalogues.ts';

/**
 * Notification titles and bodies in the recipient's language (ADR 217): modules pass a key of these
 * catalogues and its values, and `notify` puts them into the words of the member it is for, so the list, the
 * push and the e-mail say it in their language. An unknown key fails `tsc`.
 */
export type NotificationKey = keyof typeof englishCatalogue;
export type NotificationMessage = KeyedMessage<NotificationKey>;

const notifications = loadKeyedCatalogues<NotificationKey>(path.join(import.meta.dirname, 'notifications'));

/** The message in the language; a key missing there (a bad deploy) falls back to English. */
export const formatNotification = notifications.format;

/** The catalogues, for the test that compares them. */
export function notificationCatalogues(): Readonly<Record<Language, Catalogue>> {
  return notifications.catalogues;
}
