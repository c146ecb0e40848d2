import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findMemberContact } from '../notifications/index.ts';
import { findMemberCards, findSwap, swapLink, type SwapRow } from '../swaps/index.ts';
import { addressOf, sessionFeed, sessionInvite } from './session-invites.ts';
import {
  deleteFeed,
  findFeed,
  findFeedByHash,
  findSession,
  listUpcomingSessionsOf,
  saveFeed,
} from './sessions.repository.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a member's feed is read; the secret is in the path so calendar apps need no header. */
const feedUrl = (publicUrl: string, token: string) =>
  new URL(`/api/calendar-feeds/${token}.ics`, publicUrl).toString();

export async function getFeedStatus(db: DbOrTx, memberId: string) {
  const feed = await findFeed(db, memberId);
  return { isActive: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new secret address for the member's feed; the one before stops working. Only its hash is stored. */
export async function createFeed(db: DbOrTx, memberId: string, context: { publicUrl: string; now: Date }) {
  const token = randomBytes(32).toString('base64url');
  await saveFeed(db, memberId, hashOf(token), context.now);
  return { url: feedUrl(context.publicUrl, token), createdAt: context.now.toISOString() };
}

export async function revokeFeed(db: DbOrTx, memberId: string) {
  await deleteFeed(db, memberId);
}

async function namesOf(db: DbOrTx, swap: SwapRow) {
  const cards = await findMemberCards(db, [swap.requesterId, swap.recipientId]);
  return new Map([...cards].map(([id, card]) => [id, card.fullName]));
}

/** The feed behind a secret address: the member's upcoming sessions. Unknown or revoked: 404. */
export async function readFeed(
  db: DbOrTx,
  token: string,
  context: { publicUrl: string; mailFrom: string; now: Date },
) {
  const feed = await findFeedByHash(db, hashOf(token));
  if (!feed) throw notFound('sessions.calendarFeedNotFound');
  const contact = await findMemberContact(db, feed.memberId);
  if (!contact || contact.isDeleted) throw notFound('sessions.calendarFeedNotFound');
  const rows = await listUpcomingSessionsOf(db, feed.memberId, context.now);
  const names = new Map<string, Map<string, string>>();
  const entries = [];
  for (const { session, swap } of rows) {
    if (!names.has(swap.id)) names.set(swap.id, await namesOf(db, swap));
    entries.push({
      session,
      context: {
        swap,
        names: names.get(swap.id)!,
        viewerId: feed.memberId,
        organizerEmail: addressOf(context.mailFrom),
        swapUrl: new URL(swapLink(swap.id), context.publicUrl).toString(),
      },
    });
  }
  return sessionFeed(entries, contact.fullName);
}

/** "Add to calendar": one scheduled session of the member's swap as an invitation file. */
export async function downloadInvite(
  db: DbOrTx,
  input: { swapId: string; sessionId: string; memberId: string },
  context: { publicUrl: string; mailFrom: string },
) {
  const swap = await findSwap(db, input.swapId);
  if (!swap || (swap.requesterId !== input.memberId && swap.recipientId !== input.memberId))
    throw notFound('common.swapNotFound');
  const session = await findSession(db, swap.id, input.sessionId);
  if (!session || session.status === 'proposed') throw notFound('common.sessionNotFound');
  return sessionInvite(session, {
    swap,
    names: await namesOf(db, swap),
    viewerId: input.memberId,
    organizerEmail: addressOf(context.mailFrom),
    swapUrl: new URL(swapLink(swap.id), context.publicUrl).toString(),
  });
}
