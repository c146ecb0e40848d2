import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';

// Limits of a member import (product rules R8.3, ADR 158): a preview's confirmation works
// once and for 30 minutes, and an address gets at most one invitation per community a week and a few a day.

/** How long a preview's confirmation stays good. */
export const confirmationLifetimeMs = 30 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
/** One invitation per community per address a week; at most three from all communities a day. */
export const recipientLimits = {
  perCommunity: { limit: 1, windowMs: 7 * dayMs },
  overall: { limit: 3, windowMs: dayMs },
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

interface ConfirmationFacts {
  secret: string;
  slug: string;
  coordinatorId: string;
  csv: string;
}

const signatureOf = (facts: ConfirmationFacts, issuedAt: number) =>
  createHmac('sha256', facts.secret)
    .update(
      ['member-import', facts.slug, facts.coordinatorId, String(issuedAt), sha256(facts.csv)].join('\n'),
    )
    .digest('base64url');

/**
 * A preview's confirmation: when it was issued, signed with the server's secret over this text and
 * coordinator.
 */
export function issueConfirmation(facts: ConfirmationFacts, now: Date): string {
  const issuedAt = now.getTime();
  return `${issuedAt.toString(36)}.${signatureOf(facts, issuedAt)}`;
}

const previewFirst = () => conflict('organisations.previewThisFileFirst');

/**
 * Checks a confirmation and spends it in the sending transaction: refused (409) when it was not issued for
 * this text by this coordinator, is older than 30 minutes, or was used before. A send that
 * fails un-spends it.
 */
export async function spendConfirmation(
  tx: DbOrTx,
  facts: ConfirmationFacts & { confirmation: string | undefined; now: Date },
) {
  const [stamp, signature] = (facts.confirmation ?? '').split('.');
  const issuedAt = Number.parseInt(stamp ?? '', 36);
  if (!signature || !Number.isSafeInteger(issuedAt)) throw previewFirst();
  const expected = Buffer.from(signatureOf(facts, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw previewFirst();
  const age = facts.now.getTime() - issuedAt;
  if (age < 0 || age > confirmationLifetimeMs) {
    throw conflict('organisations.thisPreviewIsMore');
  }
  const spent = await consumeRateLimit(tx, {
    key: `member-import-confirmation:${sha256(signature)}`,
    now: facts.now,
    limit: 1,
    windowMs: confirmationLifetimeMs,
  });
  if (!spent.allowed) {
    throw conflict('organisations.theseInvitationsWereAlready');
  }
}

/**
 * Counts one invitation to an address (its hash, never the address itself): `repeat` when the address had one
 * from this community in the last 7 days, `limit_reached` past three a day from all communities.
 */
export async function countInvitationTo(
  tx: DbOrTx,
  input: { communityId: string; email: string; now: Date },
): Promise<'ok' | 'repeat' | 'limit_reached'> {
  const address = sha256(input.email.toLowerCase());
  const perCommunity = await consumeRateLimit(tx, {
    key: `community-invite:recipient:${input.communityId}:${address}`,
    now: input.now,
    ...recipientLimits.perCommunity,
  });
  if (!perCommunity.allowed) return 'repeat';
  const overall = await consumeRateLimit(tx, {
    key: `community-invite:recipient:${address}`,
    now: input.now,
    ...recipientLimits.overall,
  });
  return overall.allowed ? 'ok' : 'limit_reached';
}
