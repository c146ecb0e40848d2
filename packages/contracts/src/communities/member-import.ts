import { z } from 'zod';

/** Rows one import may hold (besides its header); a larger list is split into several files. */
export const memberImportMaxRows = 500;
/** The CSV text itself: 500 rows of a long address and name fit comfortably. */
export const memberImportMaxChars = 200_000;

/**
 * A coordinator's CSV import of members (ADR 130). Nothing is mailed unless `dryRun` is
 * false and `confirmation` repeats the value the preview of this very text answered with.
 */
export const memberImportSchema = z.object({
  csv: z
    .string()
    .min(1, 'communities.validation.importEmpty')
    .max(memberImportMaxChars, 'communities.validation.importTooLarge'),
  dryRun: z.boolean().default(true),
  confirmation: z.string().max(128).optional(),
});

/**
 * What happens to a row: `ready` (the preview: it would be invited), `invited` (mailed now),
 * `already_member`, `already_invited` (an organisation invitation is still open, or the community invited the
 * address in the last 7 days), or `invalid` (see `problem`).
 */
export const memberImportOutcomes = [
  'ready',
  'invited',
  'already_member',
  'already_invited',
  'invalid',
] as const;

/**
 * Why a row is invalid: no address, not an address, the same address on an earlier line (`duplicateOf`),
 * no seat left in the organisation, or a daily invitation limit reached (the coordinator's, or the address's
 * three invitations a day from all communities).
 */
export const memberImportProblems = [
  'missing_email',
  'invalid_email',
  'duplicate',
  'no_seat',
  'limit_reached',
] as const;

export const memberImportRowSchema = z.object({
  /** The line of the file, counting the header as line 1. */
  line: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  outcome: z.enum(memberImportOutcomes),
  problem: z.enum(memberImportProblems).nullable(),
  /** With `duplicate`: the earlier line holding the same address. */
  duplicateOf: z.number().int().nullable(),
});
export type MemberImportRow = z.infer<typeof memberImportRowSchema>;

export const memberImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Send this back with `dryRun: false` to mail the invitations of exactly this text. */
  confirmation: z.string(),
  /** Seats still free in an organisation before this import; null for a community without seats. */
  seatsLeft: z.number().nullable(),
  rows: z.array(memberImportRowSchema),
  summary: z.object({
    ready: z.number(),
    invited: z.number(),
    skipped: z.number(),
    invalid: z.number(),
  }),
});
export type MemberImportResult = z.infer<typeof memberImportResultSchema>;
