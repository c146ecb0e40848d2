import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SwapMessage } from '@skillswap/contracts/swap-lifecycle/schemas';
import { languages, type Language } from '@skillswap/contracts/shared/i18n';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { I18nContext } from '@/i18n/i18n-context.ts';
import { MessageHelperLine } from './components/message-helper-line.tsx';

// ADR 202: a swap message a helper wrote for its sender says "by <helper> for <sender>" to both swap members,
// in every language; a message the sender wrote names no one.
const ana = { id: '0b7c1e9a-5d2f-4a36-8e41-3f9d6c2b7a15', fullName: 'Ana Helped', avatarUrl: null };
const ben = { id: 'c3e8a1f4-7b92-4d05-a6e3-1d8f5b9c2e70', name: 'Ben Helper' };

const render = (language: Language, message: Pick<SwapMessage, 'helper' | 'sender' | 'isMine'>) =>
  renderToStaticMarkup(
    createElement(
      I18nContext.Provider,
      { value: { language, catalogue: allCatalogues[language], setLanguage: () => undefined } },
      createElement(MessageHelperLine, { message }),
    ),
  );

describe('who wrote a swap message for its sender', () => {
  it('names the helper and the sender, to the sender and to the other member, in every language', () => {
    expect(render('en', { helper: ben, sender: ana, isMine: false })).toContain(
      'by Ben Helper for Ana Helped',
    );
    expect(render('en', { helper: ben, sender: ana, isMine: true })).toContain(
      'by Ben Helper for Ana Helped',
    );
    expect(render('es', { helper: ben, sender: ana, isMine: false })).toContain(
      'por Ben Helper en nombre de Ana Helped',
    );
    for (const language of languages) {
      const html = render(language, { helper: ben, sender: ana, isMine: false });
      expect([language, html.includes('Ben Helper') && html.includes('Ana Helped')]).toEqual([
        language,
        true,
      ]);
    }
  });

  it('shows nothing when the sender wrote it', () => {
    expect(render('en', { helper: null, sender: ana, isMine: true })).toBe('');
  });
});
