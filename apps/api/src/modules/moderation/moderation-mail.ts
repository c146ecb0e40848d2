import type { OutgoingMessage } from '../../lib/outbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A mail from the SkillSwap team with a plain-text and an HTML part; `paragraphs` are plain text. */
function teamMail(to: string, subject: string, greeting: string, paragraphs: string[]): OutgoingMessage {
  const sign = '— The SkillSwap team';
  return {
    to,
    subject,
    text: [greeting, ...paragraphs, sign].join('\n\n'),
    html: [greeting, ...paragraphs, sign].map((part) => `<p>${escapeHtml(part)}</p>`).join('\n'),
  };
}

const hello = (name: string) => (name ? `Hello ${name},` : 'Hello,');

export function suspensionMail(to: string, name: string, publicUrl: string): OutgoingMessage {
  return teamMail(to, 'Your SkillSwap account has been suspended', hello(name), [
    'We have suspended your SkillSwap account after a review of reports about it. You cannot sign in, your profile no longer appears on SkillSwap, your open swap requests were withdrawn and your accepted swaps were cancelled, with any SkillCoin held for them released.',
    `If you think this is a mistake, write to us through ${publicUrl}/contact and tell us the e-mail address of your account.`,
  ]);
}

export function unsuspensionMail(to: string, name: string, publicUrl: string): OutgoingMessage {
  return teamMail(to, 'Your SkillSwap account is active again', hello(name), [
    'We have lifted the suspension of your SkillSwap account. You can sign in again and your profile is back on SkillSwap. Swaps cancelled during the suspension stay cancelled.',
    `Sign in at ${publicUrl}/auth`,
  ]);
}

export function warningMail(
  to: string,
  name: string,
  publicUrl: string,
  note: string | undefined,
): OutgoingMessage {
  return teamMail(to, 'A warning from SkillSwap', hello(name), [
    'Another member reported something you did on SkillSwap, and after looking into it we are giving you a warning. Please keep to the community guidelines: be respectful, honest and show up for the swaps you agree to. If it happens again, we may suspend your account.',
    ...(note ? [`Our note: ${note}`] : []),
    `Questions? Write to us through ${publicUrl}/contact`,
  ]);
}
