import { z } from 'zod';
import { nodeNameSchema } from './schemas.ts';

/**
 * Reconciliation of a link's two ledgers (ADR 188): once a day, and when an admin asks, each
 * node asks the other side of every live link for its view of the link and compares it with its own.
 */

/** The most transfers in flight one side lists in a check; more and the check waits for a quieter day. */
export const reconciliationListLimit = 500;

/**
 * Node to node: the asking node's transfers over the link that it moved and the other has not acknowledged.
 */
export const nodeReconciliationRequestSchema = z.object({
  pending: z.array(z.uuid()).max(reconciliationListLimit),
});

/** Node to node: the answering node's view of the link, read in one snapshot. */
export const nodeReconciliationAnswerSchema = z.object({
  node: nodeNameSchema,
  /** What the asking node owes this one, per this node's ledger (negative: this node owes it). */
  balance: z.number(),
  /** The head of the two ledgers' hash ratchet on this node, and the head before it. */
  head: z.string().max(64),
  previousHead: z.string().max(64).nullable(),
  /** This node's transfers over the link that it moved and the asking node has not acknowledged yet. */
  pending: z.array(z.object({ uuid: z.uuid(), hours: z.number() })).max(reconciliationListLimit),
  /** How many there are in all (more than listed: too many in flight to compare today). */
  pendingCount: z.number().int().min(0),
  /** Of the asking node's pending transfers, those this node has moved too. */
  moved: z.array(z.uuid()).max(reconciliationListLimit),
  /** Proposals over the link that nobody approved or cancelled yet (nothing moved). */
  validated: z.number().int().min(0),
});
export type NodeReconciliationAnswer = z.infer<typeof nodeReconciliationAnswerSchema>;

export const reconciliationOutcomes = ['matched', 'difference', 'unanswered', 'refused', 'moving'] as const;
export type ReconciliationOutcome = (typeof reconciliationOutcomes)[number];

/** A link's last finished check, as the console shows it. */
export const linkReconciliationSchema = z.object({
  linkId: z.uuid(),
  peerName: z.string(),
  checkedAt: z.string(),
  /**
   * `matched`; `difference` (the two ledgers disagree: see `ours` and `theirs`); `unanswered` (the partner
   * could not be reached); `refused` (the partner refused the request: the link's key or hash ratchet no
   * longer match); `moving` (transfers kept moving during the check, or too many were in flight; it
   * is tried again).
   */
  outcome: z.enum(reconciliationOutcomes),
  /** What the partner owes this node per this node's ledger, once transfers in flight have landed. */
  ours: z.number().nullable(),
  /** The same per the partner's ledger. */
  theirs: z.number().nullable(),
  /** Transfers moved on one side and not yet on the other, each way (this node's, the partner's). */
  inFlight: z.object({ ours: z.number().int(), theirs: z.number().int() }).nullable(),
  /** Whether this check told the admins. */
  isAlerted: z.boolean(),
});
export type LinkReconciliation = z.infer<typeof linkReconciliationSchema>;

export const reconciliationOverviewSchema = z.object({
  nodeName: z.string(),
  /** The last finished check of each live link that has one. */
  links: z.array(linkReconciliationSchema),
});
export type ReconciliationOverview = z.infer<typeof reconciliationOverviewSchema>;
