import { describe, expect, it } from 'vitest';
import { languages } from '@skillswap/contracts/shared/i18n';
import { allCatalogues } from './all-catalogues.ts';
import { validationKeyList } from './validation.ts';

describe('validation messages of the converted forms', () => {
  it('has each of them in every language', () => {
    for (const language of languages) {
      expect(validationKeyList.filter((key) => allCatalogues[language][key] === undefined)).toEqual([]);
    }
  });

  it('keeps the English of the contracts word for word', () => {
    // The map's English keys are the schemas' own messages; the English catalogue says the same.
    expect(allCatalogues.en['swaps.validation.hoursNumber']).toBe('Enter the hours as a number');
    expect(allCatalogues.en['scheduling.validation.place']).toBe('Say where you will meet');
  });
});
