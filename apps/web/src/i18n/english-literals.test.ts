import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Components converted to the catalogues (ADR 102). Text written in them must come from t(): this test fails
 * on English words in JSX text or in the attributes people read. Extend the list as more screens are converted.
 */
export const convertedComponents = [
  'app/routes/root-layout.tsx',
  'app/routes/landing.tsx',
  'app/routes/auth.tsx',
  'components/layout/header.tsx',
  'components/layout/footer.tsx',
  'components/layout/mobile-menu.tsx',
  'components/layout/account-actions.tsx',
  'components/layout/logo.tsx',
  'features/marketing/components/landing-hero.tsx',
  'features/marketing/components/landing-stats.tsx',
  'features/marketing/components/landing-features.tsx',
  'features/marketing/components/landing-steps.tsx',
  'features/marketing/components/landing-testimonials.tsx',
  'features/marketing/components/landing-cta.tsx',
  'features/marketing/components/section-heading.tsx',
  'features/auth/components/auth-card.tsx',
  'features/auth/components/login-form.tsx',
  'features/auth/components/signup-form.tsx',
  'features/auth/components/forgot-password-form.tsx',
  'features/settings/components/language/language-card.tsx',
  'features/board/components/board-filters.tsx',
  'i18n/language-switcher.tsx',
  'features/sessions/components/availability-card.tsx',
  'features/sessions/components/time-zone-card.tsx',
  'features/sessions/components/time-zone-combobox.tsx',
  'features/explore/components/available-filter.tsx',
  'app/routes/coach.tsx',
  'app/routes/direct-thread.tsx',
  'features/coach/components/learning-plan-card.tsx',
  'features/coach/components/weekly-goal-card.tsx',
  'features/direct-messages/components/direct-conversation-list.tsx',
  'features/direct-messages/components/first-message-button.tsx',
  'features/direct-messages/components/first-messages-card.tsx',
  'features/communities/components/organisation-panel.tsx',
  'features/communities/components/create-organisation-card.tsx',
  'app/routes/organisation-invitation.tsx',
  'features/notifications/components/notification-bell.tsx',
  'features/notifications/components/notification-preferences-card.tsx',
  'features/notifications/components/push-notifications-card.tsx',
  'features/status/components/availability-days.tsx',
  'app/routes/status.tsx',
  'app/routes/not-found.tsx',
  'features/ledger/components/balance-card.tsx',
  'features/ledger/components/balance-chip.tsx',
  'features/ledger/components/statement-list.tsx',
  'app/routes/contact.tsx',
  'features/contact/components/contact-form.tsx',
  'features/contact/components/contact-cards.tsx',
  'features/workshops/components/community-select.tsx',
  'features/workshops/components/community-badge.tsx',
];

/** Attributes whose text people read or hear. */
const readAttributes = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'eyebrow',
]);
/** Words that are the same in every language: the brand. */
const untranslatable = /^(SkillSwap|SkillCoin)$/;

/** English-looking text in JSX of one file: JSX text with a letter, and string literals in read attributes. */
function findLiterals(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/\p{L}/u.test(text) && !untranslatable.test(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined;
      if (literal !== undefined && /\p{L}/u.test(literal) && !untranslatable.test(literal))
        found.push(literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('converted components', () => {
  const sourceDir = path.join(import.meta.dirname, '..');
  for (const component of convertedComponents) {
    it(`${component} writes no text outside the catalogues`, () => {
      expect(findLiterals(readFileSync(path.join(sourceDir, component), 'utf8'), component)).toEqual([]);
    });
  }

  it('catches the text it is meant to catch', () => {
    const sample = `export const A = () => <p aria-label="Close">Hello <b>{t('x')}</b> SkillSwap</p>;`;
    expect(findLiterals(sample, 'sample.tsx')).toEqual(['Close', 'Hello']);
  });
});
