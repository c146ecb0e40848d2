import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  defaultLanguage,
  formatDateTime,
  formatMessage,
  formatNumber,
  formatSkillCoins,
  languages,
  type Catalogue,
  type Language,
  type MessageValues,
} from '@skillswap/contracts/shared/i18n';

/**
 * The words of the PDFs the server prints (ADR 192): statements, the members' directory, impact reports and
 * hours certificates. Keyed messages in ./pdf, one JSON catalogue per language, in the mail catalogues'
 * format (ADR 103); dates and numbers through Intl in the same language. A key missing in a language falls
 * back to English (the catalogue test forbids that in the repository).
 */
const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'pdf', `${language}.json`), 'utf8')) as Catalogue,
  ]),
) as Record<Language, Catalogue>;

/** A date or a month as printed; the ledger's days are UTC days, so they are printed in UTC. */
const inUtc = { timeZone: 'UTC' } as const;

export interface PdfWords {
  language: Language;
  /** A message of the PDF catalogue, its values set in. */
  (key: string, values?: MessageValues): string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** Hours, up to two decimals: "6.5 h", "6,5 h", "6.5 س". */
  hours: (value: number) => string;
  /** A SkillCoin amount: "3.8 SC", "3,8 SC". */
  skillCoin: (value: number) => string;
  /** An amount of money in a currency's ISO code. */
  money: (value: number, currency: string) => string;
  /** A day (`YYYY-MM-DD` or an instant) written out: "1 de noviembre de 2026". */
  day: (value: string | Date) => string;
  /** A short day for a table's column: "30 nov 2026". */
  shortDay: (value: string | Date) => string;
  /** A month (`YYYY-MM`): "noviembre de 2026". */
  month: (month: string) => string;
  /** Items as a list: "Knitting, Gardening". */
  list: (items: string[]) => string;
}

const dayOf = (value: string | Date) =>
  value instanceof Date ? value : new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/** The words and formats of a PDF for a reader of `language`. */
export function pdfWords(language: Language = defaultLanguage): PdfWords {
  const t = (key: string, values?: MessageValues) => {
    const message = catalogues[language][key] ?? catalogues[defaultLanguage][key];
    if (message === undefined) throw new Error(`No PDF message ${key}.`);
    return formatMessage(message, values, language);
  };
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    formatNumber(language, value, options);
  return Object.assign(t, {
    language,
    number,
    hours: (value: number) => t('hours', { hours: number(value, { maximumFractionDigits: 2 }) }),
    skillCoin: (value: number) => formatSkillCoins(language, value),
    money: (value: number, currency: string) =>
      number(value, { style: 'currency', currency, maximumFractionDigits: 2 }),
    day: (value: string | Date) => formatDateTime(language, dayOf(value), { dateStyle: 'long', ...inUtc }),
    shortDay: (value: string | Date) =>
      formatDateTime(language, dayOf(value), { day: 'numeric', month: 'short', year: 'numeric', ...inUtc }),
    month: (month: string) =>
      formatDateTime(language, dayOf(`${month}-01`), { month: 'long', year: 'numeric', ...inUtc }),
    list: (items: string[]) => items.join(t('list.separator')),
  });
}

/** The catalogues, for the test that compares them. */
export function pdfCatalogues(): Readonly<Record<Language, Catalogue>> {
  return catalogues;
}
