import { z } from 'zod';
import { sequenceCursor } from './cursors.ts';

/** SkillCoin rules (docs/product-rules.md R3): 1 hour of teaching = 1 SC. */
export const skillCoinRules = {
  perHour: 1,
  /** The lowest a member's balance minus holds may go, once they have taught in a completed swap. */
  creditFloor: -5,
  /** The floor of a member who has not taught in a completed swap yet: no credit on trust alone. */
  newcomerCreditFloor: 0,
  /** Given once from the community fund when the address is verified and the profile complete. */
  starterGrant: 2,
} as const;

/**
 * `deletion_write_off`: the community fund absorbs what a deleted member still owed. `community_donation` and
 * `community_grant`: a member gives to one community's fund, a coordinator grants from it (ADR 98).
 * `workshop_refund`: an operator decided a disputed workshop seat with a refund, from the host back (ADR 132).
 */
export const transferKinds = [
  'starter_grant',
  'swap_settlement',
  'deletion_write_off',
  'workshop_settlement',
  'community_donation',
  'community_grant',
  'workshop_refund',
] as const;
export type TransferKind = (typeof transferKinds)[number];

export const balanceSchema = z.object({
  /** Sum of every movement on the member's account. */
  balance: z.number(),
  /** SkillCoin reserved for accepted swaps in which the member receives more teaching. */
  held: z.number(),
  /** Balance minus holds: what the credit floor is checked against. */
  available: z.number(),
  creditFloor: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const statementQuerySchema = z.object({
  cursor: sequenceCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(transferKinds),
  /** Positive when SkillCoin came in, negative when it went out. */
  amount: z.number(),
  /** The account balance right after this movement. */
  balanceAfter: z.number(),
  description: z.string(),
  swapId: z.uuid().nullable(),
  counterpart: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});

export const statementPageSchema = z.object({
  items: z.array(statementEntrySchema),
  nextCursor: z.string().nullable(),
});
export type StatementPage = z.infer<typeof statementPageSchema>;

/** Rounds to hundredths so that sums of hours never pick up floating-point dust. */
export function roundSkillCoin(amount: number): number {
  return Math.round(amount * 100) / 100 + 0;
}

/** "+2 SC", "-1.5 SC": how amounts read everywhere in the product. */
export function formatSkillCoin(amount: number, options: { signed?: boolean } = {}): string {
  const rounded = roundSkillCoin(amount);
  const sign = options.signed && rounded > 0 ? '+' : '';
  return `${sign}${rounded.toLocaleString('en-US', { maximumFractionDigits: 2 })} SC`;
}

/** A profile earns the starter grant once it has a bio, a skill offered and a skill wanted. */
export function isProfileComplete(profile: {
  bio: string | null;
  skillsOffered: readonly string[];
  skillsWanted: readonly string[];
}): boolean {
  return (
    (profile.bio ?? '').trim().length > 0 &&
    profile.skillsOffered.length > 0 &&
    profile.skillsWanted.length > 0
  );
}
