// Recorded exchanges as members and coordinators see them, and how their parties are told.
import {
  type RecordedExchange,
  type RecordedExchangePage,
} from '@skillswap/contracts/community-economy/schemas';
import type { SkillCategory } from '@skillswap/contracts/shared/categories';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { assertCanSeeContent, assertCoordinator, standingIn } from '../communities/index.ts';
import { notifyMany, type NotificationMessage, type NotifyContext } from '../notifications/index.ts';
import { listRecordedExchanges, type RecordedExchangeRow } from './recorded-exchanges.repository.ts';

export interface PartyMessage {
  memberId: string;
  title: NotificationMessage;
  body: NotificationMessage;
  slug: string;
}

/** Tells everyone an exchange touches, in one go; the link opens the community's recorded exchanges. */
export async function tellParties(tx: DbOrTx, context: NotifyContext, messages: PartyMessage[]) {
  await notifyMany(
    tx,
    context,
    messages.map((message) => ({
      memberId: message.memberId,
      type: 'community_exchange',
      title: message.title,
      body: message.body,
      link: `/c/${message.slug}#recorded-exchanges`,
    })),
  );
}

/**
 * Recorded exchanges, newest first: every one for the community's coordinators, those they took part in for
 * other members.
 */
export async function listExchanges(
  db: DbOrTx,
  options: { viewerId: string; slug: string; cursor: number | undefined; limit: number },
): Promise<RecordedExchangePage> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  const isCoordinator =
    standing.status === 'active' && (standing.role === 'coordinator' || standing.role === 'owner');
  const rows = await listRecordedExchanges(db, {
    communityId: standing.community.id,
    partyId: isCoordinator ? null : options.viewerId,
    before: options.cursor ?? null,
    limit: options.limit + 1,
  });
  const page = rows.slice(0, options.limit);
  return {
    items: page.map(toRecordedExchange),
    nextCursor: rows.length > options.limit ? String(page.at(-1)!.seq) : null,
  };
}

/**
 * A coordinator's hold on one of their community's recorded exchanges: the community, and the exchange's row
 * locked until the transaction ends (404 when it is not the community's; 403 for anyone who is not its
 * coordinator). Where a coordinator approves, refuses or decides one.
 */
export async function lockExchangeForCoordinator(
  tx: DbOrTx,
  options: { slug: string; coordinatorId: string; exchangeId: string },
) {
  const standing = await standingIn(tx, options.slug, options.coordinatorId);
  assertCoordinator(standing);
  const { community } = standing;
  const [row] = await listRecordedExchanges(tx, {
    communityId: community.id,
    partyId: null,
    exchangeId: options.exchangeId,
    before: null,
    limit: 1,
    lock: true,
  });
  if (!row) throw notFound('communityEconomy.recordedExchangeNotFound');
  return { community, row };
}

export async function findExchange(db: DbOrTx, id: { communityId: string; exchangeId: string }) {
  const [row] = await listRecordedExchanges(db, { ...id, partyId: null, before: null, limit: 1 });
  return row ? toRecordedExchange(row) : null;
}

function toRecordedExchange(row: RecordedExchangeRow): RecordedExchange {
  const person = (id: string | null, fullName: string | null) => (id && fullName ? { id, fullName } : null);
  return {
    id: row.id,
    category: row.category as SkillCategory,
    note: row.note,
    happenedOn: row.happenedOn,
    recordedBy: person(row.recordedBy, row.recordedByName),
    createdAt: row.createdAt.toISOString(),
    disputeUntil: row.disputeUntil.toISOString(),
    parts: row.parts.map((part) => ({
      teacher: person(part.teacherId, part.teacherName),
      learner: person(part.learnerId, part.learnerName),
      hours: part.hours,
      levy: part.levy,
    })),
    status:
      row.approval === 'pending'
        ? 'awaiting_approval'
        : row.approval === 'refused'
          ? 'refused'
          : (row.outcome ?? (row.disputedAt ? 'disputed' : 'recorded')),
    inPerson: row.inPerson,
    accompaniedBy: person(row.accompaniedBy, row.accompaniedByName),
    approvalBy: person(row.approvalBy, row.approvalByName),
    dispute:
      row.disputedAt && row.disputeReason !== null
        ? {
            by: person(row.disputedBy, row.disputedByName),
            reason: row.disputeReason,
            at: row.disputedAt.toISOString(),
            decidedBy: person(row.decidedBy, row.decidedByName),
          }
        : null,
  };
}
