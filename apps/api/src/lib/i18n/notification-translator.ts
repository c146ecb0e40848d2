import path from 'node:path';
import type { Catalogue, Language } from '@skillswap/contracts/shared/i18n';
import { loadTemplateCatalogue } from './template-catalogue.ts';

/**
 * Notification titles and bodies in the recipient's language (ADR 126): the modules keep composing English,
 * and `notify` stores the text translated for the member it is for, so the list, the push and the e-mail say
 * it in their language. `notification-language.test.ts` fails when a title or body in the source
 * has no entry.
 */
const notifications = loadTemplateCatalogue(path.join(import.meta.dirname, 'notifications'));

export const translateNotification = (text: string, language: Language): string =>
  notifications.translate(text, language);

/** The catalogues, for the test that compares them. */
export function notificationCatalogues(): Readonly<Record<Language, Catalogue>> {
  return notifications.catalogues;
}
