import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  defaultLanguage,
  formatMessage,
  languages,
  type Catalogue,
  type Language,
} from '@skillswap/contracts/i18n';

/**
 * Error and validation messages in the caller's language (ADR 126). The catalogues in ./errors are keyed by
 * the English message as services write it, with `{name}` where a template puts a value: services keep throwing
 * plain English (`conflict('Swap not found')`), logs and tests stay English, and only the response is
 * translated. A message without an entry goes out in English; `error-language.test.ts` finds every message in
 * the source and fails when one has no entry, or when a language lacks a key.
 */
const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'errors', `${language}.json`), 'utf8')) as Catalogue,
  ]),
) as Record<Language, Catalogue>;

interface Pattern {
  key: string;
  names: string[];
  expression: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Keys with values, longest literal text first, so the most specific pattern wins. */
const patterns: Pattern[] = Object.keys(catalogues[defaultLanguage])
  .filter((key) => /\{\w+\}/.test(key))
  .map((key) => {
    const names: string[] = [];
    const source = key
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, expression: new RegExp(`^${source}$`, 's') };
  })
  .sort((a, b) => b.key.replace(/\{\w+\}/g, '').length - a.key.replace(/\{\w+\}/g, '').length);

/** The message in the language; values caught from a template are translated too when they are messages. */
export function translateError(message: string, language: Language): string {
  if (language === defaultLanguage) return message;
  const exact = catalogues[language][message];
  if (exact !== undefined) return exact;
  for (const pattern of patterns) {
    const match = pattern.expression.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      pattern.names.map((name, index) => [name, translateError(match[index + 1]!, language)]),
    );
    return formatMessage(catalogues[language][pattern.key]!, values, language);
  }
  return message;
}

/** The catalogues, for the test that compares them. */
export function errorCatalogues(): Readonly<Record<Language, Catalogue>> {
  return catalogues;
}
