import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  defaultLanguage,
  formatMessage,
  languages,
  type Catalogue,
  type Language,
} from '@skillswap/contracts/shared/i18n';

/**
 * Catalogues keyed by the English text as the code writes it (ADR 126), with `{name}` where a template puts a
 * value: the code keeps writing plain English, and only what leaves for a member is translated. A text
 * without an entry stays English; the tests find every such text in the source and fail when one has none.
 */
export interface TemplateCatalogue {
  /** The text in the language; values caught from a template are translated too when they are entries. */
  translate(text: string, language: Language): string;
  /** The text in the language when the catalogue has it (or English is asked for), else undefined. */
  find(text: string, language: Language): string | undefined;
  catalogues: Readonly<Record<Language, Catalogue>>;
}

interface Pattern {
  key: string;
  names: string[];
  expression: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(key: string): Pattern {
  const names: string[] = [];
  const source = key
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.*?)';
    })
    .join('');
  return { key, names, expression: new RegExp(`^${source}$`, 's') };
}

/** Reads `<folder>/<language>.json` for every language, once. */
export function loadTemplateCatalogue(folder: string): TemplateCatalogue {
  const catalogues = Object.fromEntries(
    languages.map((language) => [
      language,
      JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Catalogue,
    ]),
  ) as Record<Language, Catalogue>;
  // Longest literal text first, so the most specific pattern wins.
  const literalLength = (key: string) => key.replace(/\{\w+\}/g, '').length;
  const patterns = Object.keys(catalogues[defaultLanguage])
    .filter((key) => /\{\w+\}/.test(key))
    .sort((a, b) => literalLength(b) - literalLength(a))
    .map(patternOf);

  const find = (text: string, language: Language): string | undefined => {
    if (language === defaultLanguage) return text;
    if (text === '') return undefined;
    const exact = catalogues[language][text];
    if (exact !== undefined) return exact;
    for (const pattern of patterns) {
      const match = pattern.expression.exec(text);
      if (!match) continue;
      const values = Object.fromEntries(
        pattern.names.map((name, index) => [name, translate(match[index + 1]!, language)]),
      );
      return formatMessage(catalogues[language][pattern.key]!, values, language);
    }
    return undefined;
  };
  const translate = (text: string, language: Language): string => find(text, language) ?? text;
  return { translate, find, catalogues };
}
