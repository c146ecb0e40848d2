import { defaultLanguage, type Language } from '@skillswap/contracts/shared/i18n';
import type { Config } from '../../../config.ts';
import { mailTranslator } from '../../../lib/i18n/mail-translator.ts';
import type { OutgoingMessage } from '../../../lib/outbox.ts';
import { composeMail } from '../../../lib/mail/mail-layout.ts';

// The mails of forgotten passwords and changed addresses. Links carry their token after `#`, so it never
// reaches a server log or a Referer header; the web page reads it from there.
const siteUrl = (config: Config) => config.PUBLIC_URL.replace(/\/$/, '');
export const resetPasswordUrl = (config: Config, token: string) =>
  `${siteUrl(config)}/reset-password#token=${token}`;
export const confirmEmailUrl = (config: Config, token: string) =>
  `${siteUrl(config)}/confirm-email#token=${token}`;
export const undoEmailChangeUrl = (config: Config, token: string) =>
  `${siteUrl(config)}/undo-email-change#token=${token}`;

/** In the recipient's language (ADR 103); English when they chose none. */
export function passwordResetMail(
  config: Config,
  to: string,
  token: string,
  language: Language = defaultLanguage,
): OutgoingMessage {
  const t = mailTranslator(language);
  return composeMail({
    to,
    language,
    subject: t('reset.subject'),
    paragraphs: [t('reset.intro')],
    link: { label: t('reset.action'), url: resetPasswordUrl(config, token) },
    after: [t('reset.ignore'), t('reset.signsOut')],
  });
}

export function passwordChangedMail(config: Config, to: string, how: 'reset' | 'changed'): OutgoingMessage {
  return composeMail({
    to,
    subject: 'Your SkillSwap password was changed',
    paragraphs: [
      how === 'reset'
        ? 'The password of your SkillSwap account was just reset with a link mailed to this address. Every device that was signed in has been signed out.'
        : 'The password of your SkillSwap account was just changed in Settings. Every other device that was signed in has been signed out.',
      'If this was you, there is nothing to do. If it was not, reset your password now and review your security settings:',
    ],
    link: { label: 'Reset your password', url: `${siteUrl(config)}/forgot-password` },
  });
}

export function confirmEmailChangeMail(config: Config, to: string, token: string): OutgoingMessage {
  return composeMail({
    to,
    subject: 'Confirm your new SkillSwap e-mail address',
    paragraphs: [
      'A SkillSwap member asked to use this e-mail address for their account. Confirm it with the link below; it works once, for the next 24 hours.',
    ],
    link: { label: 'Confirm this address', url: confirmEmailUrl(config, token) },
    after: ['If you did not ask for this, ignore this message: nothing changes until the link is opened.'],
  });
}

/**
 * Sent to a new address that already has an account: the change goes no further, and nothing is disclosed to
 * the asker.
 */
export function emailTakenMail(config: Config, to: string): OutgoingMessage {
  return composeMail({
    to,
    subject: 'Someone tried to move a SkillSwap account to your address',
    paragraphs: [
      'A SkillSwap member asked to use this e-mail address for their account, but it already belongs to a SkillSwap account. Nothing was changed.',
      'If it was you, sign in to the account this address already has:',
    ],
    link: { label: 'Sign in to SkillSwap', url: `${siteUrl(config)}/auth` },
  });
}

export function emailChangedMail(
  config: Config,
  input: { to: string; newEmail: string; undoToken: string },
): OutgoingMessage {
  return composeMail({
    to: input.to,
    subject: 'Your SkillSwap e-mail address was changed',
    paragraphs: [
      `The e-mail address of your SkillSwap account was changed from this address to ${input.newEmail}. From now on you sign in with the new address.`,
      'If you did not make this change, undo it with the link below within 7 days: it restores this address and signs out every device.',
    ],
    link: { label: 'Undo the change', url: undoEmailChangeUrl(config, input.undoToken) },
  });
}

export function emailConfirmedMail(config: Config, to: string): OutgoingMessage {
  return composeMail({
    to,
    subject: 'Your SkillSwap e-mail address is confirmed',
    paragraphs: ['This address is now the one you sign in to SkillSwap with.'],
    link: { label: 'Open your settings', url: `${siteUrl(config)}/settings` },
  });
}

export function emailRestoredMail(config: Config, to: string): OutgoingMessage {
  return composeMail({
    to,
    subject: 'Your SkillSwap e-mail address was restored',
    paragraphs: [
      'The change of your SkillSwap e-mail address was undone: you sign in with this address again, and every device has been signed out.',
      'If someone else changed it, they may know your password. Choose a new one now:',
    ],
    link: { label: 'Reset your password', url: `${siteUrl(config)}/forgot-password` },
  });
}
