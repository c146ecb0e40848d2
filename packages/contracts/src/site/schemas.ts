import { z } from 'zod';

/** Settings the web app reads at run time, so one build serves every deployment. */
export const publicConfigSchema = z.object({
  supportEmail: z.email(),
  /**
   * Whether paid plans are sold online (Stripe configured); otherwise they are arranged by the contact form.
   */
  billingEnabled: z.boolean(),
  /**
   * Whether codes can be sent by text message (an SMS provider is configured); otherwise phones are not
   * offered.
   */
  smsEnabled: z.boolean(),
  /**
   * Whether mail stays on this server (MAIL_TRANSPORT=log, a local install with no SMTP server): its links
   * are in the server's log and at /dev/mailbox on the computer that runs it, and nothing reaches a real
   * inbox (ADR 75).
   */
  localMailbox: z.boolean(),
});
