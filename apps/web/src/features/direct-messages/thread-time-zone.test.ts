import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@skillswap/contracts/shared/i18n';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { I18nContext } from '@/i18n/i18n-context.ts';
import { ThreadTimeZone } from './components/thread-time-zone.tsx';

// ADR 198: a direct conversation names the zone its times are in; a helper acting for Ana is told they are
// Ana's.
const render = (language: Language, memberName: string | null) =>
  renderToStaticMarkup(
    createElement(
      I18nContext.Provider,
      { value: { language, catalogue: allCatalogues[language], setLanguage: () => undefined } },
      createElement(ThreadTimeZone, { timeZone: 'Europe/Lisbon', memberName }),
    ),
  );

describe('the zone of a direct conversation', () => {
  it("names the member's zone to a helper acting for them, and the reader's own otherwise", () => {
    expect(render('en', 'Ana Helped')).toContain('Times in Ana Helped’s time zone, Europe/Lisbon');
    expect(render('en', null)).toContain('Times in Europe/Lisbon');
    for (const language of languages) {
      const forAna = render(language, 'Ana Helped');
      expect([language, forAna.includes('Ana Helped'), forAna.includes('Europe/Lisbon')]).toEqual([
        language,
        true,
        true,
      ]);
    }
  });
});
