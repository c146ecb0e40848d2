import type { APIRequestContext } from '@playwright/test';
import { expect } from './member-session.ts';
import { mailPeerE2e } from './mail-peer.ts';

/** A mail as the journeys' SMTP peer received it. */
export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/** Every mail the SMTP peer has received for this address, oldest first. */
export async function mailTo(request: APIRequestContext, address: string): Promise<ReceivedMail[]> {
  const response = await request.get(
    `http://127.0.0.1:${mailPeerE2e.httpPort}/messages?to=${encodeURIComponent(address)}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits until a mail for this address whose subject matches has arrived (the outbox delivers every couple of
 * seconds) and returns the newest such mail.
 */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject: string | RegExp,
): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) =>
    typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject);
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, address)).filter(matches).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${address} with subject ${String(subject)}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
