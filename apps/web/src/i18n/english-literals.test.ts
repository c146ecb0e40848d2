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
  'features/communities/components/community-scope-select.tsx',
  'app/routes/landing.tsx',
  'app/routes/auth.tsx',
  'components/layout/header.tsx',
  'components/layout/footer.tsx',
  'components/layout/mobile-menu.tsx',
  'components/layout/account-actions.tsx',
  'components/layout/logo.tsx',
  'components/theme/theme-toggle.tsx',
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
  'features/auth/components/reset-password-form.tsx',
  'features/auth/components/verify-email-result.tsx',
  'features/auth/components/email-link-action.tsx',
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
  'features/communities/components/member-import-panel.tsx',
  'features/communities/components/organisation-branding-panel.tsx',
  'features/communities/components/organisation-webhooks-panel.tsx',
  'features/communities/components/create-organisation-card.tsx',
  'app/routes/organisation-invitation.tsx',
  'features/notifications/components/notification-bell.tsx',
  'features/notifications/components/notification-preferences-card.tsx',
  'features/notifications/components/push-notifications-card.tsx',
  'features/status/components/availability-days.tsx',
  'features/status/components/availability-months.tsx',
  'features/console/pages/organisations-page.tsx',
  'features/console/components/account-manager-mark.tsx',
  'features/communities/components/sla-credits-card.tsx',
  'app/routes/status.tsx',
  'app/routes/not-found.tsx',
  'features/ledger/components/balance-card.tsx',
  'features/ledger/components/balance-chip.tsx',
  'features/ledger/components/statement-list.tsx',
  'app/routes/contact.tsx',
  'features/contact/components/contact-form.tsx',
  'features/contact/components/contact-cards.tsx',
  'app/routes/swap-detail.tsx',
  'app/routes/my-swaps.tsx',
  'app/routes/messages.tsx',
  'components/swaps/skill-coin-effect.tsx',
  'features/my-swaps/components/confirm-hours-dialog.tsx',
  'features/my-swaps/components/message-thread.tsx',
  'features/my-swaps/components/my-swaps-link.tsx',
  'features/my-swaps/components/reason-dialog.tsx',
  'features/my-swaps/components/swap-actions.tsx',
  'features/my-swaps/components/swap-box-list.tsx',
  'features/my-swaps/components/swap-boxes.tsx',
  'features/my-swaps/components/swap-card.tsx',
  'features/my-swaps/components/swap-overview.tsx',
  'features/my-swaps/components/swap-status-badge.tsx',
  'features/my-swaps/components/swap-timeline.tsx',
  'features/messages/components/conversation-list.tsx',
  'features/messages/components/messages-link.tsx',
  'features/swaps/components/edit-swap-request-button.tsx',
  'features/swaps/components/plan-limits-note.tsx',
  'features/swaps/components/swap-request-button.tsx',
  'features/swaps/components/swap-request-dialog.tsx',
  'features/swaps/components/swap-request-form.tsx',
  'features/sessions/components/propose-session-dialog.tsx',
  'features/sessions/components/slot-fields.tsx',
  'features/sessions/components/session-item.tsx',
  'features/sessions/components/sessions-panel.tsx',
  'features/sessions/components/change-session-dialogs.tsx',
  'features/reviews/components/level-badge.tsx',
  'features/reviews/components/reputation-summary.tsx',
  'features/reviews/components/review-form.tsx',
  'features/reviews/components/review-list.tsx',
  'features/reviews/components/review-reply-form.tsx',
  'features/reviews/components/star-rating.tsx',
  'app/routes/profile.tsx',
  'app/routes/my-profile.tsx',
  'app/routes/welcome.tsx',
  'features/profiles/components/avatar-upload.tsx',
  'features/profiles/components/my-profile-editor.tsx',
  'features/profiles/components/onboarding-profile-step.tsx',
  'features/profiles/components/profile-editor-form.tsx',
  'features/profiles/components/public-profile.tsx',
  'features/profiles/components/public-profile-view.tsx',
  'features/profiles/components/skills-picker.tsx',
  'features/profiles/components/swap-preferences-fields.tsx',
  'features/safety/components/block-member-button.tsx',
  'features/safety/components/blocked-members-card.tsx',
  'features/safety/components/dispute-panel.tsx',
  'features/reports/components/my-reports-card.tsx',
  'features/reports/components/report-button.tsx',
  'app/routes/verify-email.tsx',
  'app/routes/account-links.tsx',
  'features/sessions/components/calendar-feed-card.tsx',
  'app/routes/explore.tsx',
  'features/explore/components/search-box.tsx',
  'features/explore/components/category-chips.tsx',
  'features/explore/components/profile-card.tsx',
  'features/explore/components/profile-results.tsx',
  'features/explore/components/advanced-filters.tsx',
  'features/explore/components/level-filter-field.tsx',
  'components/plans/plan-lock.tsx',
  'app/routes/matches.tsx',
  'features/matches/components/matches-for-you.tsx',
  'features/matches/components/match-list.tsx',
  'features/matches/components/match-card.tsx',
  'features/matches/components/circles-section.tsx',
  'features/matches/components/match-digest-card.tsx',
  'features/matches/components/match-digest-switch.tsx',
  'app/routes/pricing.tsx',
  'app/routes/upgrade.tsx',
  'features/marketing/components/pricing-plans.tsx',
  'features/marketing/components/pricing-faq.tsx',
  'features/billing/components/plan-section.tsx',
  'app/routes/settings.tsx',
  'features/settings/components/privacy-settings-section.tsx',
  'features/settings/components/privacy-settings-form.tsx',
  'features/settings/components/privacy-card.tsx',
  'features/settings/components/choice-select.tsx',
  'features/settings/components/data-export-card.tsx',
  'features/settings/components/private-profile-notice.tsx',
  'features/settings/components/danger-zone.tsx',
  'features/settings/components/credentials/sign-in-details-card.tsx',
  'features/settings/components/credentials/change-email-form.tsx',
  'features/settings/components/credentials/change-password-form.tsx',
  'features/settings/components/sessions/session-row.tsx',
  'features/settings/components/sessions/sessions-card.tsx',
  'features/settings/components/security/code-entry-form.tsx',
  'features/settings/components/security/enroll-phone.tsx',
  'features/settings/components/security/enroll-security-key.tsx',
  'features/settings/components/security/enroll-totp.tsx',
  'features/settings/components/security/factor-row.tsx',
  'features/settings/components/security/recovery-codes-panel.tsx',
  'features/settings/components/security/recovery-codes-status.tsx',
  'features/settings/components/security/remove-factor-button.tsx',
  'features/settings/components/security/rename-factor-form.tsx',
  'features/settings/components/security/security-card.tsx',
  'features/settings/components/reauth/reauth-dialog.tsx',
  'features/settings/components/reauth/use-reauthentication.tsx',
  'app/routes/insights.tsx',
  'features/insights/components/insight-chart.tsx',
  'features/portfolio/components/portfolio-editor.tsx',
  'features/portfolio/components/portfolio-gallery.tsx',
  'features/portfolio/components/branding-editor.tsx',
  'features/portfolio/components/profile-branding-frame.tsx',
  'app/routes/privacy.tsx',
  'app/routes/terms.tsx',
  'app/routes/about.tsx',
  'features/marketing/components/about-numbers.tsx',
  'features/marketing/components/about-timeline.tsx',
  'features/marketing/components/about-values.tsx',
  'features/marketing/legal/legal-document.tsx',
  'features/settings/components/api-tokens/api-tokens-card.tsx',
  'features/settings/components/api-tokens/create-token-form.tsx',
  'components/webhooks/new-secret-notice.tsx',
  'features/settings/components/api-tokens/token-row.tsx',
  'features/settings/components/webhooks/webhooks-card.tsx',
  'components/webhooks/create-webhook-form.tsx',
  'components/webhooks/webhook-endpoint-row.tsx',
  'components/webhooks/delivery-log.tsx',
  'components/webhooks/webhook-endpoints-panel.tsx',
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
