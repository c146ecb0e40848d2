import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@skillswap/contracts/shared/i18n';
import { hoursSchema } from '@skillswap/contracts/shared/hours';
import { allCatalogues } from './all-catalogues.ts';
import { translate, type Translate } from './i18n-context.ts';
import { translateValidation } from './validation.ts';

const tIn =
  (language: Language): Translate =>
  (key, values) =>
    translate(allCatalogues[language], language, key, values);

describe('validation messages of the contracts', () => {
  it('shows a schema’s message in every language from the contracts’ catalogue', () => {
    const message = hoursSchema.safeParse('two').error?.issues[0]?.message;
    expect(message).toBe('swaps.validation.hoursNumber');
    expect(translateValidation(tIn('en'), message)).toBe('Enter the hours as a number');
    const words = languages.map((language) => translateValidation(tIn(language), message));
    expect(new Set(words).size).toBe(languages.length);
    expect(words.filter((text) => text === message)).toEqual([]);
  });

  it('shows a message that is not a key as it came, and nothing for no message', () => {
    expect(translateValidation(tIn('fr'), 'Something new')).toBe('Something new');
    expect(translateValidation(tIn('fr'), undefined)).toBeUndefined();
  });
});
