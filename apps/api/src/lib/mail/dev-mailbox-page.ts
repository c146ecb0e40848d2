/** One outbox row as the local mailbox shows it. */
export interface MailboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  bodyText: string;
  status: string;
  createdAt: Date;
  attachmentNames: string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The text, escaped, with every http(s) address made a link (nothing else: no javascript: or data: URLs). */
export function linkifyText(text: string): string {
  const linkPattern = /https?:\/\/[^\s<>"']+/g;
  let html = '';
  let position = 0;
  for (const match of text.matchAll(linkPattern)) {
    const link = match[0].replace(/[.,;:!?)]+$/, '');
    html += escapeHtml(text.slice(position, match.index));
    html += `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    position = match.index + link.length;
  }
  return html + escapeHtml(text.slice(position));
}

function renderMessage(message: MailboxMessage): string {
  const kind = message.channel === 'sms' ? 'SMS' : 'E-mail';
  const files = message.attachmentNames.length
    ? `<p>Attached: ${message.attachmentNames.map(escapeHtml).join(', ')}</p>`
    : '';
  return `<article>
<h2>${escapeHtml(message.subject || '(no subject)')}</h2>
<p class="meta">#${message.id} · ${kind} to ${escapeHtml(message.recipient)} · queued ${message.createdAt.toISOString()} · ${escapeHtml(message.status)}</p>
<pre>${linkifyText(message.bodyText)}</pre>
${files}</article>`;
}

/** The local mailbox: a plain page (no script) listing the outbox, newest first. */
export function renderMailboxPage(messages: MailboxMessage[], limit: number): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No mail yet. Mail the server sends (sign-up, password reset, notifications) shows up here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>SkillSwap local mailbox</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
article { border-top: 1px solid #ccc; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.1rem; margin: 0.5rem 0 0.25rem; }
.meta { color: #444; font-size: 0.9rem; margin: 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
a { color: #0645ad; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Mail this server kept instead of sending (MAIL_TRANSPORT=log), newest first, the latest ${limit} at most.
Only this computer can open this page. Reload it to see new mail.</p>
${body}
</body>
</html>
`;
}
