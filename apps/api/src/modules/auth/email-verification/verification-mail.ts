import type { OutgoingMessage } from '../../../lib/outbox.ts';

const productName = 'SkillSwap';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The verification mail: the full link in both parts (plain text for clients that show no HTML, and so it can
 * be copied), what it unlocks, and how long it works. The link carries the token; nothing else does.
 */
export function verificationMail(options: {
  to: string;
  fullName: string;
  link: string;
  lifetimeHours: number;
}): OutgoingMessage {
  const { to, fullName, link, lifetimeHours } = options;
  const intro = `Please confirm that ${to} is your e-mail address, so you can send and accept swap requests and message other members on ${productName}.`;
  const expiry = `The link works once, for ${lifetimeHours} hours. If it has expired, sign in and choose "Resend" to get a new one.`;
  const notYou = `If you did not create a ${productName} account, you can ignore this message.`;
  const text = [
    `Hi ${fullName},`,
    intro,
    `Open this link to verify your address:\n${link}`,
    expiry,
    notYou,
    `— The ${productName} team`,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933;">
  <p>Hi ${escapeHtml(fullName)},</p>
  <p>${escapeHtml(intro)}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none;">Verify my e-mail address</a></p>
  <p>Or copy this link into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p>${escapeHtml(expiry)}</p>
  <p>${escapeHtml(notYou)}</p>
  <p>— The ${productName} team</p>
</body>
</html>`;
  return { to, subject: `Verify your e-mail address for ${productName}`, text, html };
}
