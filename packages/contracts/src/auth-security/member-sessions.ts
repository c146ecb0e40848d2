import { z } from 'zod';

/** One signed-in session of the member, as Settings → Sessions and devices lists it. */
export const memberSessionSchema = z.object({
  id: z.uuid(),
  /** Read from the user agent: "Chrome on Android", "Safari on iPhone", or "Unknown device". */
  device: z.string(),
  ip: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  /** When the session last got new tokens (a browser does so every 15 minutes while a tab is open). */
  lastUsedAt: z.iso.datetime(),
  isCurrent: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionParamsSchema = z.object({ sessionId: z.uuid('Session not found') });

export const signedOutSessionsSchema = z.object({
  signedOut: z.number().int(),
  /** Personal access tokens revoked with them: signing the others out revokes every token (ADR 79). */
  revokedTokens: z.number().int(),
});
