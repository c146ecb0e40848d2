import { z } from 'zod';

/** Settings the web app reads at run time, so one build serves every deployment. */
export const publicConfigSchema = z.object({
  supportEmail: z.email(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
