import { describe, expect, it } from 'vitest';
import { languages, messageArguments } from '@skillswap/contracts/shared/i18n';
import { pdfCatalogues, pdfWords } from './pdf-translator.ts';

// The words of the printed PDFs (ADR 192): every message in every language, with English's arguments.
describe('PDF catalogues', () => {
  it('has every English key in every language, none empty, with the same arguments', () => {
    const catalogues = pdfCatalogues();
    for (const language of languages) {
      expect(Object.keys(catalogues[language]).sort(), language).toEqual(Object.keys(catalogues.en).sort());
      for (const [key, message] of Object.entries(catalogues[language])) {
        expect(message.trim(), `${language} ${key}`).not.toBe('');
        expect(messageArguments(message), `${language} ${key}`).toEqual(
          messageArguments(catalogues.en[key]!),
        );
      }
    }
  });

  it('writes dates, months, hours and amounts as the language does', () => {
    expect(pdfWords('es').month('2026-03')).toBe('marzo de 2026');
    expect(pdfWords('es').day('2026-03-01')).toBe('1 de marzo de 2026');
    expect(pdfWords('de').hours(6.5)).toBe('6,5 Std.');
    expect(pdfWords('fr').skillCoin(1234.5)).toBe('1\u202f234,5 SC');
    expect(pdfWords('en').month('2026-03')).toBe('March 2026');
    expect(pdfWords('ar')('statement.title')).toBe('كشف حساب SkillCoin');
  });
});
