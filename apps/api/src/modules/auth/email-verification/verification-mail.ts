import type { Language } from '@skillswap/contracts/shared/i18n';
import { mailTranslator } from '../../../lib/i18n/mail-translator.ts';
import type { OutgoingMessage } from '../../../lib/outbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The verification mail, in the recipient's language (ADR 103): the full link in both parts (plain text for
 * clients that show no HTML, and so it can be copied), what it unlocks, and how long it works. The link
 * carries the token; nothing else does.
 */
export function verificationMail(options: {
  to: string;
  fullName: string;
  link: string;
  lifetimeHours: number;
  language?: Language;
}): OutgoingMessage {
  const { to, fullName, link, lifetimeHours } = options;
  const t = mailTranslator(options.language);
  const greeting = t('verify.greeting', { name: fullName });
  const intro = t('verify.intro', { email: to });
  const expiry = t('verify.expiry', { hours: lifetimeHours });
  const notYou = t('verify.notYou');
  const text = [greeting, intro, `${t('verify.openLink')}\n${link}`, expiry, notYou, t('layout.team')].join(
    '\n\n',
  );
  const html = `<!doctype html>
<html lang="${t.language}" dir="${t.dir}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933;">
  <p>${escapeHtml(greeting)}</p>
  <p>${escapeHtml(intro)}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(t('verify.action'))}</a></p>
  <p>${escapeHtml(t('verify.copyLink'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p>${escapeHtml(expiry)}</p>
  <p>${escapeHtml(notYou)}</p>
  <p>${escapeHtml(t('layout.team'))}</p>
</body>
</html>`;
  return { to, subject: t('verify.subject'), text, html };
}
