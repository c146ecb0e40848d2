import { expect } from 'vitest';
import { languages, messageArguments, type Catalogue, type Language } from '@skillswap/contracts/shared/i18n';

/** Every language has English's keys, none empty, with the arguments of the key; English is its own key. */
export function expectCompleteTemplateCatalogues(catalogues: Readonly<Record<Language, Catalogue>>) {
  for (const language of languages) {
    expect(Object.keys(catalogues[language]).sort(), language).toEqual(Object.keys(catalogues.en).sort());
    for (const [key, message] of Object.entries(catalogues[language])) {
      expect(message.trim(), `${language} ${key}`).not.toBe('');
      expect(messageArguments(message), `${language} ${key}`).toEqual(messageArguments(key));
    }
  }
  for (const [key, message] of Object.entries(catalogues.en)) expect(message).toBe(key);
}
