import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@skillswap/contracts/shared/i18n';
import type { AdminReport } from '@skillswap/contracts/admin-reports/schemas';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { I18nContext } from '@/i18n/i18n-context.ts';
import { ReportWrittenBy } from './components/report-written-by.tsx';

// ADR 198: the moderator reviewing a reported direct message or post a helper wrote reads who wrote it for
// whom; a report of what the member wrote themselves says nothing more.
const ana = { id: '0b7c1e9a-5d2f-4a36-8e41-3f9d6c2b7a15', fullName: 'Ana Helped', isSuspended: false };
const ben = { id: 'c3e8a1f4-7b92-4d05-a6e3-1d8f5b9c2e70', fullName: 'Ben Helper' };

const render = (language: Language, report: Pick<AdminReport, 'helper' | 'reportedMember'>) =>
  renderToStaticMarkup(
    createElement(
      I18nContext.Provider,
      { value: { language, catalogue: allCatalogues[language], setLanguage: () => undefined } },
      createElement(ReportWrittenBy, { report }),
    ),
  );

describe('who wrote a reported message for the member', () => {
  it('says the helper wrote it for the reported member, in every language', () => {
    expect(render('en', { helper: ben, reportedMember: ana })).toContain(
      'Written by Ben Helper for Ana Helped',
    );
    expect(render('es', { helper: ben, reportedMember: ana })).toContain(
      'Escrito por Ben Helper en nombre de Ana Helped',
    );
    for (const language of languages) {
      const html = render(language, { helper: ben, reportedMember: ana });
      expect([language, html.includes('Ben Helper') && html.includes('Ana Helped')]).toEqual([
        language,
        true,
      ]);
    }
  });

  it('shows nothing when the member wrote it', () => {
    expect(render('en', { helper: null, reportedMember: ana })).toBe('');
  });
});
