import {
  communityRuleLimits,
  type CommunityRules,
  type CommunityRulesInput,
  type RecordedExchange,
  type RecordedExchangeOutcome,
  type recordedExchangeApprovalDecisions,
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
import { safeguardingOf } from '../community-safeguarding/index.ts';
import {
  findActiveMembers,
  findRules,
  insertRecordedExchange,
  listCoordinatorIds,
  listRecordedExchanges,
  markApproval,
  markDecided,
  membersWithExchanges,
  markDisputed,
  saveRules,
  type RecordedExchangeRow,
} from './community-economy.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
const defaults: Required<CommunityRulesInput> = {
  creditFloor: null,
  balanceCap: null,
  levyPercent: 0,
  requireVettingInPerson: false,
  requireAccompaniedFirst: false,
  requireFlaggedApproval: false,
  requireSwapApproval: false,
  autoAcceptDays: null,
};

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
    requireVettingInPerson: row.requireVettingInPerson,
    requireAccompaniedFirst: row.requireAccompaniedFirst,
    requireFlaggedApproval: row.requireFlaggedApproval,
    requireSwapApproval: row.requireSwapApproval,
    autoAcceptDays: row.autoAcceptDays,
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
    // The safeguarding switches (ADR 178) may be left out: they keep what they were.
    const current = before ?? defaults;
    const after: Required<CommunityRulesInput> = {
      creditFloor: options.input.creditFloor,
      balanceCap: options.input.balanceCap,
      levyPercent: options.input.levyPercent,
      requireVettingInPerson: options.input.requireVettingInPerson ?? current.requireVettingInPerson,
      requireAccompaniedFirst: options.input.requireAccompaniedFirst ?? current.requireAccompaniedFirst,
      requireFlaggedApproval: options.input.requireFlaggedApproval ?? current.requireFlaggedApproval,
      // The swap rules (ADR 181) may be left out too.
      requireSwapApproval: options.input.requireSwapApproval ?? current.requireSwapApproval,
      autoAcceptDays:
        options.input.autoAcceptDays === undefined ? current.autoAcceptDays : options.input.autoAcceptDays,
    };
    await saveRules(tx, {
      communityId,
      ...after,
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
              requireVettingInPerson: before.requireVettingInPerson,
              requireAccompaniedFirst: before.requireAccompaniedFirst,
              requireFlaggedApproval: before.requireFlaggedApproval,
              requireSwapApproval: before.requireSwapApproval,
              autoAcceptDays: before.autoAcceptDays,
            }
          : defaults,
        after,
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
    const present = input.accompaniedById === null ? partyIds : [...partyIds, input.accompaniedById];
    const names = await findActiveMembers(tx, community.id, present);
    if (partyIds.some((partyId) => !names.has(partyId))) {
      throw notFound('Member not found in this community');
    }
    if (input.accompaniedById !== null && !names.has(input.accompaniedById)) {
      throw new AppError(
        errorCodes.validation,
        'The accompanying member must be an active member of the community',
      );
    }
    // The rules row is locked so a change of rules and an exchange under them are one before the other.
    const rules = (await findRules(tx, community.id, true)) ?? { ...defaults };
    const approvalNeeded = await checkSafeguarding(tx, {
      community,
      rules,
      partyIds,
      accompaniedById: input.accompaniedById,
      inPerson: input.inPerson,
      names,
      now,
    });
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
      inPerson: input.inPerson,
      accompaniedBy: input.accompaniedById,
      approval: approvalNeeded ? 'pending' : null,
      parts,
    });
    await recordAuditEvent(tx, {
      event: 'recorded_exchange_created',
      actorId: options.coordinatorId,
      details: {
        communityId: community.id,
        exchangeId,
        parts: parts.length,
        hours: input.hours,
        inPerson: input.inPerson,
        accompaniedBy: input.accompaniedById,
        awaitingApproval: approvalNeeded,
      },
      ...options.audit,
    });
    const exchange = {
      community,
      rules,
      exchangeId,
      parts,
      names,
      category: input.category,
      happenedOn: input.happenedOn,
      note: input.note,
      coordinatorName,
    };
    if (approvalNeeded) {
      await tellAwaitingApproval(tx, options.notifyContext, {
        ...exchange,
        partyIds,
        recordedBy: options.coordinatorId,
      });
    } else {
      await payAndTell(tx, options.notifyContext, exchange);
    }
    return { exchangeId, communityId: community.id };
  });
  return (await findExchange(db, id))!;
}

type Community = Awaited<ReturnType<typeof standingIn>>['community'];
type Part = { teacherId: string; learnerId: string; hours: number; levy: number };
type RulesInForce = Pick<
  NonNullable<Awaited<ReturnType<typeof findRules>>>,
  | 'creditFloor'
  | 'balanceCap'
  | 'requireVettingInPerson'
  | 'requireAccompaniedFirst'
  | 'requireFlaggedApproval'
>;

/**
 * The community's safeguarding requirements (ADR 178), in the exchange's transaction: every member present at an
 * in-person exchange has a current reference check; a member's first exchange in the community names a third
 * member who was there. Answers whether a second coordinator has to approve it (a flagged party).
 */
async function checkSafeguarding(
  tx: DbOrTx,
  options: {
    community: Community;
    rules: RulesInForce;
    partyIds: string[];
    accompaniedById: string | null;
    inPerson: boolean;
    names: Map<string, string>;
    now: Date;
  },
): Promise<boolean> {
  const { community, rules, partyIds, names } = options;
  const present = options.accompaniedById === null ? partyIds : [...partyIds, options.accompaniedById];
  const status = await safeguardingOf(tx, community.id, present, options.now);
  if (rules.requireVettingInPerson && options.inPerson) {
    const unvetted = present.find((memberId) => !status.referenceChecked.has(memberId));
    if (unvetted) {
      const name = names.get(unvetted) ?? 'A member';
      throw conflict(
        `${name} has no current reference check, and ${community.name} requires vetting before exchanges in person.`,
      );
    }
  }
  if (rules.requireAccompaniedFirst && options.accompaniedById === null) {
    const experienced = await membersWithExchanges(tx, community.id, partyIds);
    const newcomer = partyIds.find((memberId) => !experienced.has(memberId));
    if (newcomer) {
      const name = names.get(newcomer) ?? 'A member';
      throw conflict(
        `This is ${name}’s first exchange in ${community.name}, which must be accompanied: name the third member who was there.`,
      );
    }
  }
  return rules.requireFlaggedApproval && partyIds.some((memberId) => status.flagged.has(memberId));
}

interface ExchangeToPay {
  community: Community;
  rules: RulesInForce;
  exchangeId: string;
  parts: Part[];
  names: Map<string, string>;
  category: string;
  happenedOn: string;
  note: string;
  coordinatorName: string;
}

/** Pays every part under the community's floor, cap and levy, and tells each party what moved. */
async function payAndTell(tx: DbOrTx, context: NotifyContext, exchange: ExchangeToPay) {
  const { community, parts, names, category, happenedOn, coordinatorName } = exchange;
  await payRecordedExchange(tx, {
    limits: {
      communityId: community.id,
      communityName: community.name,
      creditFloor: exchange.rules.creditFloor,
      balanceCap: exchange.rules.balanceCap,
    },
    parts: ledgerParts(exchange.exchangeId, parts, names),
    details: () => transferDetails(community.name, category, coordinatorName, exchange.note),
  });
  const messages: PartyMessage[] = [];
  for (const part of parts) {
    messages.push({
      memberId: part.learnerId,
      title: `${coordinatorName} recorded ${category} you learned in ${community.name}`,
      body: `${names.get(part.teacherId)} taught you on ${happenedOn}; ${formatSkillCoin(part.hours)} moved from your balance to theirs. If it is not right, you can dispute it within 7 days.`,
      slug: community.slug,
    });
  }
  for (const teacherId of new Set(parts.map((part) => part.teacherId))) {
    const taught = parts.filter((part) => part.teacherId === teacherId);
    const earned = roundSkillCoin(taught.reduce((sum, part) => sum + part.hours - part.levy, 0));
    messages.push({
      memberId: teacherId,
      title: `${coordinatorName} recorded ${category} you taught in ${community.name}`,
      body: `You taught on ${happenedOn} and ${formatSkillCoin(earned)} was added to your balance. If it is not right, you can dispute it within 7 days.`,
      slug: community.slug,
    });
  }
  await tellParties(tx, context, messages);
}

/** An exchange waiting for a second coordinator: the parties learn nothing moved yet, the other coordinators why. */
async function tellAwaitingApproval(
  tx: DbOrTx,
  context: NotifyContext,
  exchange: ExchangeToPay & { partyIds: string[]; recordedBy: string },
) {
  const { community, category, happenedOn } = exchange;
  const coordinators = (await listCoordinatorIds(tx, community.id)).filter(
    (memberId) => memberId !== exchange.recordedBy && !exchange.partyIds.includes(memberId),
  );
  await tellParties(tx, context, [
    ...[...new Set(exchange.partyIds)].map((memberId) => ({
      memberId,
      title: `An exchange recorded for you in ${community.name} waits for a coordinator’s approval`,
      body: `${category} on ${happenedOn}: no hours move until a coordinator approves it.`,
      slug: community.slug,
    })),
    ...coordinators.map((memberId) => ({
      memberId,
      title: `A recorded exchange in ${community.name} waits for your approval`,
      body: `${category} on ${happenedOn} involves a member whose exchanges a coordinator approves. Approve or refuse it from the community page.`,
      slug: community.slug,
    })),
  ]);
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
    if (row.approval === 'pending' || row.approval === 'refused') {
      throw conflict('Only an exchange that was paid can be disputed');
    }
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

/**
 * A second coordinator approves or refuses an exchange that involves a flagged member (ADR 178). Approving pays it
 * under the rules in force now (refused whole, as when recording, if it no longer fits) and opens the 7 days to
 * dispute; refusing pays nothing. Neither the coordinator who recorded it nor a party decides it. Audited; every
 * party, and the coordinator who recorded it, is told.
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
    if (row.approval !== 'pending') throw conflict('This exchange is not waiting for approval');
    const partyIds = [
      ...new Set(
        row.parts
          .flatMap((part) => [part.teacherId, part.learnerId])
          .filter((id): id is string => id !== null),
      ),
    ];
    if (partyIds.includes(options.coordinatorId)) {
      throw new AppError(
        errorCodes.ownCause,
        'You took part in this exchange; another coordinator has to approve it.',
      );
    }
    if (row.recordedBy === options.coordinatorId) {
      throw forbidden('You recorded this exchange; another coordinator has to approve it.');
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
          title: `A recorded exchange in ${community.name} was refused`,
          body: `${row.category} on ${row.happenedOn}: a coordinator refused it, and no hours moved.`,
          slug: community.slug,
        })),
      );
    }
    return (await findExchange(tx, { communityId: community.id, exchangeId: row.id }))!;
  });
}
