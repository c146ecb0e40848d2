// A party disputes a recorded exchange; a coordinator decides the dispute.
import {
  type RecordedExchange,
  type RecordedExchangeOutcome,
} from '@skillswap/contracts/community-economy/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertCanSeeContent, standingIn } from '../communities/index.ts';
import { reverseRecordedExchange } from '../ledger/index.ts';
import { type NotifyContext } from '../notifications/index.ts';
import { listCoordinatorIds } from './exchange-parties.repository.ts';
import { listRecordedExchanges, markDecided, markDisputed } from './recorded-exchanges.repository.ts';
import { transferDetails } from './record-exchange.service.ts';
import { findExchange, lockExchangeForCoordinator, tellParties } from './recorded-exchanges.service.ts';

/** A party disputes a recorded exchange within seven days; the community's coordinators are told. */
export async function disputeExchange(
  db: DbOrTx,
  options: {
    memberId: string;
    slug: string;
    exchangeId: string;
    reason: string;
    now: Date;
    audit: AuditContext;
    notifyContext: NotifyContext;
  },
): Promise<RecordedExchange> {
  return db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.memberId);
    assertCanSeeContent(standing);
    const { community } = standing;
    const [row] = await listRecordedExchanges(tx, {
      communityId: community.id,
      partyId: options.memberId,
      exchangeId: options.exchangeId,
      before: null,
      limit: 1,
      lock: true,
    });
    if (!row) throw notFound('communityEconomy.recordedExchangeNotFound');
    if (row.approval === 'pending' || row.approval === 'refused') {
      throw conflict('communityEconomy.onlyAnExchangeThat');
    }
    if (row.disputedAt) throw conflict('communityEconomy.thisExchangeIsAlready');
    if (options.now > row.disputeUntil) {
      throw conflict('communityEconomy.the7DaysTo');
    }
    await markDisputed(tx, {
      exchangeId: row.id,
      memberId: options.memberId,
      reason: options.reason,
      at: options.now,
    });
    await recordAuditEvent(tx, {
      event: 'recorded_exchange_disputed',
      userId: options.memberId,
      details: { communityId: community.id, exchangeId: row.id },
      ...options.audit,
    });
    await tellParties(
      tx,
      options.notifyContext,
      (await listCoordinatorIds(tx, community.id)).map((coordinatorId) => ({
        memberId: coordinatorId,
        title: { key: 'communityEconomy.exchangeDisputed', values: { community: community.name } },
        body: {
          key: 'communityEconomy.onAMemberSays',
          values: { category: row.category, date: row.happenedOn },
        },
        slug: community.slug,
      })),
    );
    return (await findExchange(tx, { communityId: community.id, exchangeId: row.id }))!;
  });
}

/**
 * A coordinator keeps or reverses a disputed recorded exchange. Reversing gives every part back in the ledger
 * (levy included). A coordinator who took part in it never decides it (ADR 80); every party is told.
 */
export async function decideExchange(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    exchangeId: string;
    outcome: RecordedExchangeOutcome;
    now: Date;
    audit: AuditContext;
    notifyContext: NotifyContext;
  },
): Promise<RecordedExchange> {
  return db.transaction(async (tx) => {
    const { community, row } = await lockExchangeForCoordinator(tx, options);
    if (!row.disputedAt) throw conflict('communityEconomy.onlyADisputedExchange');
    if (row.outcome) throw conflict('communityEconomy.thisDisputeWasAlready');
    const partyIds = row.parts.flatMap((part) => [part.teacherId, part.learnerId]);
    if (partyIds.includes(options.coordinatorId)) {
      throw forbidden('communityEconomy.youTookPartIn');
    }
    if (options.outcome === 'reversed') {
      const parts = row.parts.flatMap((part) =>
        part.teacherId && part.learnerId
          ? [
              {
                exchangeId: row.id,
                position: part.position,
                row: part.position + 1,
                teacher: { id: part.teacherId, name: part.teacherName ?? 'A former member' },
                learner: { id: part.learnerId, name: part.learnerName ?? 'A former member' },
                hours: part.hours,
                levy: part.levy,
              },
            ]
          : [],
      );
      await reverseRecordedExchange(tx, {
        communityId: community.id,
        parts,
        details: transferDetails(community.name, row.category, row.recordedByName ?? 'a coordinator', ''),
      });
    }
    await markDecided(tx, {
      exchangeId: row.id,
      coordinatorId: options.coordinatorId,
      outcome: options.outcome,
      at: options.now,
    });
    await recordAuditEvent(tx, {
      event: 'recorded_exchange_decided',
      actorId: options.coordinatorId,
      details: { communityId: community.id, exchangeId: row.id, outcome: options.outcome },
      ...options.audit,
    });
    await tellParties(
      tx,
      options.notifyContext,
      [...new Set(partyIds.filter((id): id is string => id !== null))].map((memberId) => ({
        memberId,
        title:
          options.outcome === 'reversed'
            ? { key: 'communityEconomy.exchangeReversed', values: { community: community.name } }
            : { key: 'communityEconomy.exchangeKept', values: { community: community.name } },
        body:
          options.outcome === 'reversed'
            ? {
                key: 'communityEconomy.reversedAfterDispute',
                values: { category: row.category, date: row.happenedOn },
              }
            : {
                key: 'communityEconomy.keptAfterDispute',
                values: { category: row.category, date: row.happenedOn },
              },
        slug: community.slug,
      })),
    );
    return (await findExchange(tx, { communityId: community.id, exchangeId: row.id }))!;
  });
}
