import type { Language } from '@skillswap/contracts/shared/i18n';
import { mailTranslator } from '../i18n/mail-translator.ts';
import type { OutgoingMessage } from '../outbox.ts';

/**
 * An organisation's white-label look (ADR 140) for a mail about it: its name and logo in a header band of its
 * accent colour, which also colours the button. The accent keeps 4.5:1 with white text (checked when saved).
 */
export interface BrandLook {
  name: string;
  /** An absolute address, or null for no logo. */
  logoUrl: string | null;
  /** `#rrggbb`, or null for the product's own colour. */
  accent: string | null;
}

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs before the link, as plain text. */
  paragraphs: string[];
  /** The one action of the mail; its address is written out in full in both parts. */
  link?: { label: string; url: string };
  /** Paragraphs after the link. */
  after?: string[];
  /**
   * The recipient's language (ADR 103): the layout's own words and `<html lang dir>`; English when absent.
   */
  language?: Language;
  /** An organisation's branding, for mails about it; the product's own header when absent. */
  brand?: BrandLook | undefined;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const productName = 'SkillSwap';
const productAccent = '#4f46e5';

function header(brand: BrandLook | undefined): string {
  if (!brand) return `<h1 style="font-size:20px;margin:0 0 16px">${productName}</h1>`;
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="height:40px;max-width:160px;vertical-align:middle;margin:0 12px 0 0;background:#ffffff;border-radius:4px">`
    : '';
  return `<div style="background:${escapeHtml(brand.accent ?? productAccent)};color:#ffffff;padding:16px;border-radius:6px;margin:0 0 16px">${logo}<span style="font-size:20px;font-weight:bold;vertical-align:middle">${escapeHtml(brand.name)}</span></div>`;
}

/**
 * An account mail with a plain-text and an HTML part that say the same: the product's name, the paragraphs,
 * and the link both as a button and written out in full (some clients show only one part, some strip links).
 */
export function composeMail(content: MailContent): OutgoingMessage {
  const after = content.after ?? [];
  const t = mailTranslator(content.language);
  const text = [
    ...(content.brand ? [content.brand.name] : []),
    ...content.paragraphs,
    ...(content.link ? [`${content.link.label}:\n${content.link.url}`] : []),
    ...after,
    t('layout.team'),
  ].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const link = content.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.link.url)}" style="display:inline-block;padding:10px 18px;background:${escapeHtml(content.brand?.accent ?? productAccent)};color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(t('layout.orOpen'))} <a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${t.language}" dir="${t.dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">${header(content.brand)}${content.paragraphs.map(paragraph).join('')}${link}${after.map(paragraph).join('')}<p style="margin:24px 0 0;color:#555555">${escapeHtml(t('layout.team'))}</p></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
