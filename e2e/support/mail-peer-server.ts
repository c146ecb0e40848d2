/**
 * The journeys' mail server: a real SMTP peer (the one the API's mail tests use) that the E2E servers send
 * to, with a small HTTP side that lets a journey read what arrived for one address (e2e/support/mailbox.ts).
 * Playwright starts it before the servers (playwright.config.ts), so every mail of the run lands here.
 */
import { createServer } from 'node:http';
import type { ParsedMail } from 'mailparser';
import { startSmtpPeer } from '../../apps/api/src/lib/mail/smtp-peer.test-helper.ts';
import { mailPeerE2e } from './mail-peer.ts';

const received: ParsedMail[] = [];
const smtp = await startSmtpPeer({ port: mailPeerE2e.smtpPort, received });

function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()));
}

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = (url.searchParams.get('to') ?? '').toLowerCase();
  const messages = received
    .filter((mail) => recipientsOf(mail).includes(to))
    .map((mail) => ({
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      receivedAt: (mail.date ?? new Date()).toISOString(),
      attachments: mail.attachments.map((attachment) => ({
        filename: attachment.filename ?? '',
        contentType: attachment.contentType,
        content: attachment.content.toString('utf8'),
      })),
    }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
http.listen(mailPeerE2e.httpPort, '127.0.0.1');

const shutDown = () => {
  http.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
