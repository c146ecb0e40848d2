import { z } from 'zod';

/** Settings the web app reads at run time, so one build serves every deployment. */
export const publicConfigSchema = z.object({
  supportEmail: z.email(),
  /** Whether paid plans are sold online (Stripe configured); otherwise they are arranged by the contact form. */
  billingEnabled: z.boolean(),
  /** Whether codes can be sent by text message (an SMS provider is configured); otherwise phones are not offered. */
  smsEnabled: z.boolean(),
});
