import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  defaultLanguage,
  formatMessage,
  languages,
  textDirection,
  type Catalogue,
  type Language,
  type MessageValues,
} from '@skillswap/contracts/shared/i18n';

/**
 * The server's messages (ADR 103): one JSON catalogue per language in ./mail, same ICU-style format and
 * formatter as the web app's. Read once at start-up; a key missing in a language falls back to English (the
 * catalogue test forbids that in the repository, this only keeps a bad deploy readable).
 */
const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'mail', `${language}.json`), 'utf8')) as Catalogue,
  ]),
) as Record<Language, Catalogue>;

export type MailTranslate = (key: string, values?: MessageValues) => string;

/** `t` for the mails of one recipient, in their language. */
export function mailTranslator(language: Language = defaultLanguage): MailTranslate & {
  language: Language;
  dir: 'ltr' | 'rtl';
} {
  const t = (key: string, values?: MessageValues) => {
    const message = catalogues[language][key] ?? catalogues[defaultLanguage][key];
    if (message === undefined) throw new Error(`No mail message ${key}.`);
    return formatMessage(message, values, language);
  };
  return Object.assign(t, { language, dir: textDirection(language) });
}

/** The catalogues, for the test that compares them. */
export function mailCatalogues(): Readonly<Record<Language, Catalogue>> {
  return catalogues;
}
