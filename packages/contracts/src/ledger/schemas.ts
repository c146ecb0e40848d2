import { z } from 'zod';
import { sequenceCursor } from '../shared/cursors.ts';

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
 * `workshop_refund`: an operator decided a disputed workshop seat with a refund, from the host back (ADR
 * 132). `recorded_exchange`: a coordinator recorded hours taught offline, `community_levy` the community's
 * share of a teacher's hours, `recorded_exchange_reversal` a disputed recorded exchange undone by a
 * coordinator (ADR 172). `federation_transfer`: hours sent to or received from a member of another node, or
 * passed on by this one (ADR 184).
 */
export const transferKinds = [
  'starter_grant',
  'swap_settlement',
  'deletion_write_off',
  'workshop_settlement',
  'community_donation',
  'community_grant',
  'workshop_refund',
  'recorded_exchange',
  'community_levy',
  'recorded_exchange_reversal',
  'federation_transfer',
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

/**
 * What a transfer is about, as structured words rather than a sentence (migration 0111), so a statement line
 * reads in the member's language: the swap's skills, the workshop and what happened to the seat, the
 * community and a grant's note. Transfers recorded before it have none; their `description` is
 * the English line.
 */
export const transferDetailsSchema = z.object({
  offeredSkill: z.string().optional(),
  requestedSkill: z.string().optional(),
  workshopTitle: z.string().optional(),
  workshopOutcome: z.enum(['attended', 'no_show', 'refund']).optional(),
  communityName: z.string().optional(),
  note: z.string().optional(),
  /** A recorded exchange's skill category and the coordinator who recorded it (ADR 172). */
  category: z.string().optional(),
  recordedBy: z.string().optional(),
  /** A transfer with another node (ADR 184): its transaction id, the same on every node, and the partner. */
  transactionId: z.string().optional(),
  partnerId: z.string().optional(),
  partnerName: z.string().optional(),
  partnerNode: z.string().optional(),
});
export type TransferDetails = z.infer<typeof transferDetailsSchema>;

/**
 * The English line a transfer is stored with (its `description`, for clients that show one line as it is).
 */
export function describeTransfer(kind: TransferKind, details: TransferDetails): string {
  const community = details.communityName ?? 'a community';
  const workshop = `Workshop "${details.workshopTitle ?? ''}"`;
  switch (kind) {
    case 'starter_grant':
      return 'Starter grant from the community fund';
    case 'deletion_write_off':
      return 'Balance of a deleted account written off by the community fund';
    case 'swap_settlement':
      return `Swap of ${details.offeredSkill ?? ''} for ${details.requestedSkill ?? ''}`;
    case 'workshop_settlement':
      return `${workshop} (${details.workshopOutcome === 'no_show' ? 'no-show' : 'attended'})`;
    case 'workshop_refund':
      return `${workshop} (refund after a dispute)`;
    case 'community_donation':
      return `Donation to the fund of ${community}`;
    case 'community_grant':
      return `Grant from the fund of ${community}${details.note ? `: ${details.note}` : ''}`;
    case 'recorded_exchange':
      return `${details.category ?? 'Exchange'} in ${community}, recorded by ${details.recordedBy ?? 'a coordinator'}`;
    case 'community_levy':
      return `Levy to the fund of ${community}`;
    case 'recorded_exchange_reversal':
      return `Recorded exchange in ${community} reversed after a dispute`;
    case 'federation_transfer':
      return `${details.note ?? 'Hours'} (${details.partnerName ?? 'a member'} · ${details.partnerNode ?? 'another node'})`;
  }
}

export const statementEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(transferKinds),
  /** Positive when SkillCoin came in, negative when it went out. */
  amount: z.number(),
  /** The account balance right after this movement. */
  balanceAfter: z.number(),
  /** The line in English, as recorded. */
  description: z.string(),
  /** The line's words, for a client that writes it in the member's language; null for older transfers. */
  details: transferDetailsSchema.nullable(),
  swapId: z.uuid().nullable(),
  /** The member on the other side; `node` names their exchange when it is another one (ADR 184). */
  counterpart: z.object({ id: z.uuid(), fullName: z.string(), node: z.string().optional() }).nullable(),
  createdAt: z.string(),
});

export type StatementEntry = z.infer<typeof statementEntrySchema>;

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
