// A second coordinator approves or refuses an exchange that involves a flagged member (ADR 178).
import {
  communityRuleLimits,
  type RecordedExchange,
  type recordedExchangeApprovalDecisions,
} from '@skillswap/contracts/community-economy/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import { type NotifyContext } from '../notifications/index.ts';
import { findRules } from './community-rules.repository.ts';
import { markApproval } from './recorded-exchanges.repository.ts';
import { defaults } from './community-rules.service.ts';
import { payAndTell } from './record-exchange.service.ts';
import { findExchange, lockExchangeForCoordinator, tellParties } from './recorded-exchanges.service.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A second coordinator approves or refuses an exchange that involves a flagged member (ADR 178). Approving
 * pays it under the rules in force now (refused whole, as when recording, if it no longer fits) and opens the
 * 7 days to dispute; refusing pays nothing. Neither the coordinator who recorded it nor a party decides it.
 * Audited; every party, and the coordinator who recorded it, is told.
 */
export async function approveExchange(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    exchangeId: string;
    decision: (typeof recordedExchangeApprovalDecisions)[number];
    now: Date;
    audit: AuditContext;
    notifyContext: NotifyContext;
  },
): Promise<RecordedExchange> {
  return db.transaction(async (tx) => {
    const { community, row } = await lockExchangeForCoordinator(tx, options);
    if (row.approval !== 'pending') throw conflict('communityEconomy.thisExchangeIsNot');
    const partyIds = [
      ...new Set(
        row.parts
          .flatMap((part) => [part.teacherId, part.learnerId])
          .filter((id): id is string => id !== null),
      ),
    ];
    if (partyIds.includes(options.coordinatorId)) {
      throw new AppError(errorCodes.ownCause, 'communityEconomy.youTookPartInThis');
    }
    if (row.recordedBy === options.coordinatorId) {
      throw forbidden('communityEconomy.youRecordedThisExchange');
    }
    const approved = options.decision === 'approved';
    if (approved) {
      const rules = (await findRules(tx, community.id, true)) ?? { ...defaults };
      const names = new Map<string, string>();
      for (const part of row.parts) {
        if (part.teacherId) names.set(part.teacherId, part.teacherName ?? 'A former member');
        if (part.learnerId) names.set(part.learnerId, part.learnerName ?? 'A former member');
      }
      const parts = row.parts.flatMap((part) =>
        part.teacherId && part.learnerId
          ? [{ teacherId: part.teacherId, learnerId: part.learnerId, hours: part.hours, levy: part.levy }]
          : [],
      );
      await payAndTell(tx, options.notifyContext, {
        community,
        rules,
        exchangeId: row.id,
        parts,
        names,
        category: row.category,
        happenedOn: row.happenedOn,
        note: row.note,
        coordinatorName: row.recordedByName ?? 'a coordinator',
      });
    }
    await markApproval(tx, {
      exchangeId: row.id,
      coordinatorId: options.coordinatorId,
      approval: options.decision,
      at: options.now,
      disputeUntil: approved
        ? new Date(options.now.getTime() + communityRuleLimits.disputeDays * dayMs)
        : null,
    });
    await recordAuditEvent(tx, {
      event: approved ? 'recorded_exchange_approved' : 'recorded_exchange_refused',
      actorId: options.coordinatorId,
      details: { communityId: community.id, exchangeId: row.id },
      ...options.audit,
    });
    if (!approved) {
      const told = row.recordedBy ? [...partyIds, row.recordedBy] : partyIds;
      await tellParties(
        tx,
        options.notifyContext,
        told.map((memberId) => ({
          memberId,
          title: {
            key: 'communityEconomy.exchangeRefused',
            values: { community: community.name },
          },
          body: {
            key: 'communityEconomy.onACoordinatorRefused',
            values: { category: row.category, date: row.happenedOn },
          },
          slug: community.slug,
        })),
      );
    }
    return (await findExchange(tx, { communityId: community.id, exchangeId: row.id }))!;
  });
}
