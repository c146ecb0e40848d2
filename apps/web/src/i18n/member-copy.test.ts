import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '@skillswap/contracts/shared/i18n';
import { allCatalogues } from './all-catalogues.ts';
import { translate, type Translate } from './i18n-context.ts';
import { RichMessage } from './rich-message.tsx';

const tIn =
  (language: Language): Translate =>
  (key, values) =>
    translate(allCatalogues[language], language, key, values);

/** A community page's trade line with bold counts, as rendered. */
const tradeLine = (language: Language, insideSwaps: number) =>
  renderToStaticMarkup(
    createElement(RichMessage, {
      t: tIn(language),
      messageKey: 'communities.page.trade',
      values: { insideSwaps },
      elements: {
        inside: createElement('strong', null, String(insideSwaps)),
        insideHours: '1 h',
        across: createElement('strong', null, '0'),
        acrossHours: '0 h',
      },
    }),
  );

describe('copy members read', () => {
  it('names a locked feature without agreeing a verb with it', () => {
    const t = tIn('en');
    const feature = t('premium.branding.lockFeature');
    expect(t('premium.lock.text', { feature, plan: 'Premium' })).toBe(
      'Included with Premium: Profile branding.',
    );
  });

  it('counts one swap as one swap on a community page', () => {
    expect(tradeLine('en', 1)).toBe(
      'Members completed <strong>1</strong> swap with each other (1 h) and <strong>0</strong> with members elsewhere (0 h).',
    );
    expect(tradeLine('en', 3)).toContain('<strong>3</strong> swaps with each other');
    expect(tradeLine('de', 1)).toContain('<strong>1</strong> Tauschgeschäft untereinander');
  });

  it('keeps the bold counts in Arabic, each set apart from the text around it (item 19)', () => {
    expect(tradeLine('ar', 1)).toContain('\u2068<strong>1</strong>\u2069');
  });
});
