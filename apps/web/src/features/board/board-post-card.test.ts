import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BoardPost } from '@skillswap/contracts/board/schemas';
import { languages, type Language } from '@skillswap/contracts/shared/i18n';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { I18nContext } from '@/i18n/i18n-context.ts';
import { BoardPostCard } from './components/board-post-card.tsx';

// ADR 198: a post a helper made for its author says "by <helper> for <author>" on its card, in every
// language; a post the author made names only them.
const post: BoardPost = {
  id: '6f1d3a52-2c41-4b8e-9a7d-0c5e7f1b2a90',
  kind: 'need',
  title: 'Guitar for a beginner',
  description: '',
  skill: 'Guitar',
  category: null,
  hours: 1,
  isOnline: true,
  city: null,
  communityId: null,
  community: null,
  fit: null,
  status: 'open',
  closedReason: null,
  lifetimeDays: 7,
  expiresAt: '2026-04-21T10:00:00.000Z',
  createdAt: '2026-04-14T10:00:00.000Z',
  author: { id: '0b7c1e9a-5d2f-4a36-8e41-3f9d6c2b7a15', fullName: 'Ana Helped', avatarUrl: null },
  helper: null,
  isMine: false,
  responseCount: null,
};
const helper = { id: 'c3e8a1f4-7b92-4d05-a6e3-1d8f5b9c2e70', name: 'Ben Helper' };

const render = (language: Language, shown: BoardPost) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(
        I18nContext.Provider,
        { value: { language, catalogue: allCatalogues[language], setLanguage: () => undefined } },
        createElement(BoardPostCard, { post: shown }),
      ),
    ),
  );

describe('a board post card', () => {
  it('names the helper and the author of a post a helper made', () => {
    expect(render('en', { ...post, helper })).toContain('by Ben Helper for Ana Helped');
    expect(render('fr', { ...post, helper })).toContain('par Ben Helper pour Ana Helped');
    expect(render('de', { ...post, helper })).toContain('von Ben Helper für Ana Helped');
  });

  it('names both in every language, and only the author of a post they made', () => {
    for (const language of languages) {
      const withHelper = render(language, { ...post, helper });
      expect([language, withHelper.includes('Ben Helper'), withHelper.includes('Ana Helped')]).toEqual([
        language,
        true,
        true,
      ]);
      const own = render(language, post);
      expect([language, own.includes('Ben Helper'), own.includes('Ana Helped')]).toEqual([
        language,
        false,
        true,
      ]);
    }
  });
});
