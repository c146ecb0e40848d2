import type { Language } from '@skillswap/contracts/i18n';
import { mailTranslator } from '../../../lib/i18n/mail-translator.ts';
import type { OutgoingMessage } from '../../../lib/outbox.ts';

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs before the link, as plain text. */
  paragraphs: string[];
  /** The one action of the mail; its address is written out in full in both parts. */
  link?: { label: string; url: string };
  /** Paragraphs after the link. */
  after?: string[];
  /** The recipient's language (ADR 103): the layout's own words and `<html lang dir>`; English when absent. */
  language?: Language;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const productName = 'SkillSwap';

/**
 * An account mail with a plain-text and an HTML part that say the same: the product's name, the paragraphs,
 * and the link both as a button and written out in full (some clients show only one part, some strip links).
 */
export function composeMail(content: MailContent): OutgoingMessage {
  const after = content.after ?? [];
  const t = mailTranslator(content.language);
  const text = [
    ...content.paragraphs,
    ...(content.link ? [`${content.link.label}:\n${content.link.url}`] : []),
    ...after,
    t('layout.team'),
  ].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const link = content.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.link.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(t('layout.orOpen'))} <a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${t.language}" dir="${t.dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${productName}</h1>${content.paragraphs.map(paragraph).join('')}${link}${after.map(paragraph).join('')}<p style="margin:24px 0 0;color:#555555">${escapeHtml(t('layout.team'))}</p></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
