import { z } from 'zod';
import { cursorId, cursorInstant, keysetCursor } from '../shared/cursors.ts';

/**
 * Transfers of hours between members of different nodes (ADR 184): a Credit Commons transaction
 * with one id on every node along its path. The payer proposes, every node validates and records it, nothing
 * moves until the payer approves; then each node moves its own ledger through its links' accounts.
 */
export const nodeTransferStates = ['validated', 'pending', 'completed', 'erased'] as const;
export type NodeTransferState = (typeof nodeTransferStates)[number];

/**
 * Why an erased transfer was erased, as this node knows it: its payer cancelled it (or, told by another node,
 * it was cancelled there), it expired unapproved, the next node could not be reached, or a check refused it.
 */
export const nodeTransferErasures = ['cancelled', 'expired', 'unreachable', 'refused'] as const;
export type NodeTransferErasure = (typeof nodeTransferErasures)[number];

/** A member's address across nodes: `<node name>/<member id>` (the id their public profile has). */
export const memberAddressPattern =
  /^([a-z0-9][a-z0-9-]{1,29})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const proposeNodeTransferSchema = z.object({
  payee: z.string().trim().toLowerCase().regex(memberAddressPattern, 'federation.validation.memberAddress'),
  hours: z
    .number('swaps.validation.hoursNumber')
    .positive('federation.validation.transferPositive')
    .max(1000, 'federation.validation.transferMax')
    .multipleOf(0.01, 'swaps.validation.hoursDecimals'),
  description: z
    .string()
    .trim()
    .min(1, 'federation.validation.transferNoteMissing')
    .max(500, 'federation.validation.transferNoteLong'),
});
export type ProposeNodeTransferInput = z.infer<typeof proposeNodeTransferSchema>;

export const nodeTransferSchema = z.object({
  /** The transaction's id: the same on both members' statements and on every node along the way. */
  id: z.uuid(),
  payer: z.string(),
  payee: z.string(),
  /** The partner as both statements show them: "name · node". */
  payerLabel: z.string(),
  payeeLabel: z.string(),
  hours: z.number(),
  description: z.string(),
  /** validated: awaiting the payer's approval; pending: approved, still travelling; completed; erased. */
  state: z.enum(nodeTransferStates),
  /** Why it was erased; null while it is not, and for an erasure recorded before reasons were kept. */
  erasedBecause: z.enum(nodeTransferErasures).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NodeTransfer = z.infer<typeof nodeTransferSchema>;

/** Which side of a transfer the signed-in member is on. */
export const nodeTransferSides = ['payer', 'payee'] as const;

/**
 * A member's transfers with other exchanges: where the last one shown was made, and its id (order: both
 * desc).
 */
export const nodeTransferListCursor = keysetCursor(z.tuple([cursorInstant, cursorId]));

export const listNodeTransfersQuerySchema = z.object({
  cursor: nodeTransferListCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListNodeTransfersQuery = z.infer<typeof listNodeTransfersQuerySchema>;

/** One of the member's transfers with another exchange, and whether they pay or are paid. */
export const memberNodeTransferSchema = nodeTransferSchema.extend({ side: z.enum(nodeTransferSides) });
export type MemberNodeTransfer = z.infer<typeof memberNodeTransferSchema>;

export const nodeTransferPageSchema = z.object({
  items: z.array(memberNodeTransferSchema),
  nextCursor: z.string().nullable(),
});
export type NodeTransferPage = z.infer<typeof nodeTransferPageSchema>;

/**
 * Node to node: a transaction to validate and record (and pass on toward the payee's node). Quantities and
 * names are checked by the receiving node, which answers the protocol's errors
 * (`{errors:[{class,…}]}`) when refusing.
 */
export const nodeTransactionSchema = z.object({
  uuid: z.uuid(),
  payer: z.string().max(100),
  payee: z.string().max(100),
  quantity: z.number(),
  description: z.string().max(500),
  /** The payer's name, for the payee's statement. */
  payerName: z.string().max(200),
});
export const nodeTransactionAnswerSchema = z.object({
  uuid: z.uuid(),
  state: z.enum(nodeTransferStates),
  /** The payee's name, for the payer's statement. */
  payeeName: z.string(),
});

/** Node to node: the transaction moves to this state (the payer approved it, or cancelled it before that). */
export const nodeTransactionStateSchema = z.object({ state: z.enum(['completed', 'erased']) });
export const nodeTransactionStateAnswerSchema = z.object({
  uuid: z.uuid(),
  state: z.enum(nodeTransferStates),
  /** After a completion: the head of the link's hash ratchet on the answering node (ADR 184). */
  hash: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});
