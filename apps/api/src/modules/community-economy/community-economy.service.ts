import {
  communityRuleLimits,
  type CommunityRules,
  type CommunityRulesInput,
  type RecordedExchange,
  type RecordedExchangeOutcome,
  type RecordedExchangePage,
  type recordExchangeSchema,
} from '@skillswap/contracts/community-economy';
import { errorCodes } from '@skillswap/contracts/errors';
import { formatSkillCoin, roundSkillCoin, type TransferDetails } from '@skillswap/contracts/ledger';
import type { SkillCategory } from '@skillswap/contracts/categories';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertCanSeeContent, assertCoordinator, standingIn } from '../communities/index.ts';
import { payRecordedExchange, reverseRecordedExchange, type RecordedPart } from '../ledger/index.ts';
import { notifyMany, type NotifyContext } from '../notifications/index.ts';
import {
  findActiveMembers,
  findRules,
  insertRecordedExchange,
  listCoordinatorIds,
  listRecordedExchanges,
  markDecided,
  markDisputed,
  saveRules,
  type RecordedExchangeRow,
} from './community-economy.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
const defaults: CommunityRulesInput = { creditFloor: null, balanceCap: null, levyPercent: 0 };

/** The community's rules, for anyone who may see its members' content: members know the rules they trade by. */
export async function getRules(
  db: DbOrTx,
  options: { viewerId: string; slug: string },
): Promise<CommunityRules> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  return toRules(await findRules(db, standing.community.id));
}

function toRules(row: Awaited<ReturnType<typeof findRules>>): CommunityRules {
  if (!row) return { ...defaults, updatedBy: null, updatedAt: null };
  return {
    creditFloor: row.creditFloor,
    balanceCap: row.balanceCap,
    levyPercent: row.levyPercent,
    updatedBy: row.updatedBy && row.updatedByName ? { id: row.updatedBy, fullName: row.updatedByName } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A coordinator sets the rules; audited with the rules before and after, shown to members with who and when. */
export async function updateRules(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    input: CommunityRulesInput;
    now: Date;
    audit: AuditContext;
  },
): Promise<CommunityRules> {
  return db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.coordinatorId);
    assertCoordinator(standing);
    const communityId = standing.community.id;
    const before = await findRules(tx, communityId, true);
    await saveRules(tx, {
      communityId,
      ...options.input,
      updatedBy: options.coordinatorId,
      updatedAt: options.now,
    });
    await recordAuditEvent(tx, {
      event: 'community_rules_changed',
      actorId: options.coordinatorId,
      details: {
        communityId,
        before: before
          ? {
              creditFloor: before.creditFloor,
              balanceCap: before.balanceCap,
              levyPercent: before.levyPercent,
            }
          : defaults,
        after: options.input,
      },
      ...options.audit,
    });
    return toRules(await findRules(tx, communityId));
  });
}

/**
 * A coordinator records an exchange that happened offline (issue 38, item 2): one teacher and any number of
 * learners (a group session) or one learner and any number of teachers, the same hours for each pair. Every
 * party must be an active member and the coordinator none of them (ADR 80). The community's floor, cap and levy
 * apply as to any exchange made in it, in the same transaction; each party is told, and may dispute it within
 * seven days.
 */
export async function recordExchange(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    input: z.output<typeof recordExchangeSchema>;
    now: Date;
    audit: AuditContext;
    notifyContext: NotifyContext;
  },
): Promise<RecordedExchange> {
  const { input, now } = options;
  const day = Date.parse(`${input.happenedOn}T00:00:00Z`);
  if (day > now.getTime() + dayMs) {
    throw new AppError(errorCodes.validation, 'An exchange can only be recorded once it has happened');
  }
  if (day < now.getTime() - communityRuleLimits.maxAgeDays * dayMs) {
    throw new AppError(errorCodes.validation, 'An exchange can be recorded up to a year after it happened');
  }
  const id = await db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.coordinatorId);
    assertCoordinator(standing);
    const { community } = standing;
    const partyIds = [...input.teacherIds, ...input.learnerIds];
    if (partyIds.includes(options.coordinatorId)) {
      throw new AppError(
        errorCodes.ownCause,
        'You cannot record an exchange you took part in; another coordinator has to do it.',
      );
    }
    const names = await findActiveMembers(tx, community.id, partyIds);
    if (partyIds.some((partyId) => !names.has(partyId))) {
      throw notFound('Member not found in this community');
    }
    // The rules row is locked so a change of rules and an exchange under them are one before the other.
    const rules = (await findRules(tx, community.id, true)) ?? { ...defaults };
    const pairs = input.teacherIds.flatMap((teacherId) =>
      input.learnerIds.map((learnerId) => ({ teacherId, learnerId })),
    );
    const parts = pairs.map((pair) => ({
      ...pair,
      hours: input.hours,
      levy: roundSkillCoin((input.hours * rules.levyPercent) / 100),
    }));
    const coordinatorName =
      (await findActiveMembers(tx, community.id, [options.coordinatorId])).get(options.coordinatorId) ??
      'a coordinator';
    const exchangeId = await insertRecordedExchange(tx, {
      communityId: community.id,
      recordedBy: options.coordinatorId,
      category: input.category,
      note: input.note,
      happenedOn: input.happenedOn,
      createdAt: now,
      disputeUntil: new Date(now.getTime() + communityRuleLimits.disputeDays * dayMs),
      parts,
    });
    await payRecordedExchange(tx, {
      limits: {
        communityId: community.id,
        communityName: community.name,
        creditFloor: rules.creditFloor,
        balanceCap: rules.balanceCap,
      },
      parts: ledgerParts(exchangeId, parts, names),
      details: () => transferDetails(community.name, input.category, coordinatorName, input.note),
    });
    await recordAuditEvent(tx, {
      event: 'recorded_exchange_created',
      actorId: options.coordinatorId,
      details: { communityId: community.id, exchangeId, parts: parts.length, hours: input.hours },
      ...options.audit,
    });
    const messages: PartyMessage[] = [];
    for (const part of parts) {
      messages.push({
        memberId: part.learnerId,
        title: `${coordinatorName} recorded ${input.category} you learned in ${community.name}`,
        body: `${names.get(part.teacherId)} taught you on ${input.happenedOn}; ${formatSkillCoin(part.hours)} moved from your balance to theirs. If it is not right, you can dispute it within 7 days.`,
        slug: community.slug,
      });
    }
    for (const teacherId of input.teacherIds) {
      const taught = parts.filter((part) => part.teacherId === teacherId);
      const earned = roundSkillCoin(taught.reduce((sum, part) => sum + part.hours - part.levy, 0));
      messages.push({
        memberId: teacherId,
        title: `${coordinatorName} recorded ${input.category} you taught in ${community.name}`,
        body: `You taught on ${input.happenedOn} and ${formatSkillCoin(earned)} was added to your balance. If it is not right, you can dispute it within 7 days.`,
        slug: community.slug,
      });
    }
    await tellParties(tx, options.notifyContext, messages);
    return { exchangeId, communityId: community.id };
  });
  return (await findExchange(db, id))!;
}

function ledgerParts(
  exchangeId: string,
  parts: { teacherId: string; learnerId: string; hours: number; levy: number }[],
  names: Map<string, string>,
): RecordedPart[] {
  return parts.map((part, position) => ({
    exchangeId,
    position,
    row: position + 1,
    teacher: { id: part.teacherId, name: names.get(part.teacherId) ?? 'A former member' },
    learner: { id: part.learnerId, name: names.get(part.learnerId) ?? 'A former member' },
    hours: part.hours,
    levy: part.levy,
  }));
}

function transferDetails(
  communityName: string,
  category: string,
  recordedBy: string,
  note: string,
): TransferDetails {
  return { communityName, category, recordedBy, ...(note ? { note } : {}) };
}

interface PartyMessage {
  memberId: string;
  title: string;
  body: string;
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

async function findExchange(db: DbOrTx, id: { communityId: string; exchangeId: string }) {
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
    status: row.outcome ?? (row.disputedAt ? 'disputed' : 'recorded'),
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
    if (!row) throw notFound('Recorded exchange not found');
    if (row.disputedAt) throw conflict('This exchange is already disputed');
    if (options.now > row.disputeUntil) {
      throw conflict('The 7 days to dispute this exchange have passed; ask a coordinator.');
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
        title: `A recorded exchange in ${community.name} is disputed`,
        body: `${row.category} on ${row.happenedOn}: a member says it is not right. Keep it or reverse it from the community page.`,
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
    if (!row) throw notFound('Recorded exchange not found');
    if (!row.disputedAt) throw conflict('Only a disputed exchange can be decided');
    if (row.outcome) throw conflict('This dispute was already decided');
    const partyIds = row.parts.flatMap((part) => [part.teacherId, part.learnerId]);
    if (partyIds.includes(options.coordinatorId)) {
      throw forbidden('You took part in this exchange; another coordinator has to decide it.');
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
            ? `A recorded exchange in ${community.name} was reversed`
            : `A recorded exchange in ${community.name} was kept`,
        body:
          options.outcome === 'reversed'
            ? `${row.category} on ${row.happenedOn}: after the dispute a coordinator reversed it, and the hours went back.`
            : `${row.category} on ${row.happenedOn}: after the dispute a coordinator kept it as recorded.`,
        slug: community.slug,
      })),
    );
    return (await findExchange(tx, { communityId: community.id, exchangeId: row.id }))!;
  });
}
