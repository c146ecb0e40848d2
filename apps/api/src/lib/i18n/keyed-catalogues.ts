import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMessage, languages, type Catalogue, type Language } from '@skillswap/contracts/shared/i18n';

/** A key of a catalogue and its values: words as they are, a number, or a message of its own, translated. */
export interface KeyedMessage<Key extends string> {
  readonly key: Key;
  readonly values?: Readonly<Record<string, string | number | KeyedMessage<Key>>>;
}

/**
 * The six catalogues of `<folder>/<language>.json`, keyed `<area>.<name>` (ADRs 216, 217), and the formatter
 * of their messages. Read from disk rather than imported: Node's loader (tsx, `npm start`) asks a JSON import
 * for an attribute.
 */
export function loadKeyedCatalogues<Key extends string>(folder: string) {
  const catalogues = Object.fromEntries(
    languages.map((language) => [
      language,
      JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Catalogue,
    ]),
  ) as Record<Language, Catalogue>;
  const english = catalogues.en as Record<Key, string>;
  /** The message in the language; a key missing there (a bad deploy) falls back to English. */
  const format = ({ key, values = {} }: KeyedMessage<Key>, language: Language): string => {
    const words = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'object' ? format(value, language) : String(value),
      ]),
    );
    return formatMessage(catalogues[language][key] ?? english[key], words, language);
  };
  return { catalogues, english, format };
}
