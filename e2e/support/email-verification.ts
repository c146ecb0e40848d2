import type { APIRequestContext } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox.ts';

/** The subject of the mail that carries the verification link (sign-up and "Resend"). */
export const verificationSubject = 'Verify your e-mail address for SkillSwap';

/** The verification link mailed to this address, read from the journeys' SMTP peer. */
export async function readVerificationLink(request: APIRequestContext, email: string): Promise<string> {
  return linkIn(await waitForMail(request, email, verificationSubject), '/verify-email');
}

/**
 * Verifies a member's address as the page the link opens does: reads the real mail and posts its token. For
 * journeys about something else; the verification journey itself opens the link in the browser.
 */
export async function verifyEmailThroughMail(
  request: APIRequestContext,
  email: string,
  origin = '',
): Promise<void> {
  const token = new URL(await readVerificationLink(request, email)).searchParams.get('token');
  const response = await request.post(`${origin}/api/auth/verify-email`, { data: { token } });
  if (!response.ok()) throw new Error(`Verification failed: ${response.status()} ${await response.text()}`);
}
