// A coordinator records an exchange that happened offline: checked against the community's rules and
// safeguarding, then paid, or held for a second coordinator's approval.
import {
  communityRuleLimits,
  type RecordedExchange,
  type recordExchangeSchema,
} from '@skillswap/contracts/community-economy/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { formatSkillCoin, roundSkillCoin, type TransferDetails } from '@skillswap/contracts/ledger/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { assertCoordinator, standingIn } from '../communities/index.ts';
import { payRecordedExchange, type RecordedPart } from '../ledger/index.ts';
import { type NotifyContext } from '../notifications/index.ts';
import { safeguardingOf } from '../community-safeguarding/index.ts';
import { findRules } from './community-rules.repository.ts';
import {
  findActiveMembers,
  listCoordinatorIds,
  membersWithExchanges,
} from './exchange-parties.repository.ts';
import { insertRecordedExchange } from './recorded-exchanges.repository.ts';
import { defaults } from './community-rules.service.ts';
import { findExchange, tellParties, type PartyMessage } from './recorded-exchanges.service.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A coordinator records an exchange that happened offline: one teacher and any number of
 * learners (a group session) or one learner and any number of teachers, the same hours for each pair. Every
 * party must be an active member and the coordinator none of them (ADR 80). The community's floor, cap and
 * levy apply as to any exchange made in it, in the same transaction; each party is told, and may dispute it
 * within seven days.
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
    throw new AppError(errorCodes.validation, 'communityEconomy.anExchangeCanOnly');
  }
  if (day < now.getTime() - communityRuleLimits.maxAgeDays * dayMs) {
    throw new AppError(errorCodes.validation, 'communityEconomy.anExchangeCanBe');
  }
  const id = await db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.coordinatorId);
    assertCoordinator(standing);
    const { community } = standing;
    const partyIds = [...input.teacherIds, ...input.learnerIds];
    if (partyIds.includes(options.coordinatorId)) {
      throw new AppError(errorCodes.ownCause, 'communityEconomy.youCannotRecordAn');
    }
    const present = input.accompaniedById === null ? partyIds : [...partyIds, input.accompaniedById];
    const names = await findActiveMembers(tx, community.id, present);
    if (partyIds.some((partyId) => !names.has(partyId))) {
      throw notFound('common.memberNotFoundIn');
    }
    if (input.accompaniedById !== null && !names.has(input.accompaniedById)) {
      throw new AppError(errorCodes.validation, 'communityEconomy.theAccompanyingMemberMust');
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
 * The community's safeguarding requirements (ADR 178), in the exchange's transaction: every member present at
 * an in-person exchange has a current reference check; a member's first exchange in the community names a
 * third member who was there. Answers whether a second coordinator has to approve it (a flagged party).
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
      throw conflict('communityEconomy.hasNoCurrentReference', { name, community: community.name });
    }
  }
  if (rules.requireAccompaniedFirst && options.accompaniedById === null) {
    const experienced = await membersWithExchanges(tx, community.id, partyIds);
    const newcomer = partyIds.find((memberId) => !experienced.has(memberId));
    if (newcomer) {
      const name = names.get(newcomer) ?? 'A member';
      throw conflict('communityEconomy.thisIsSFirst', { name, community: community.name });
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
export async function payAndTell(tx: DbOrTx, context: NotifyContext, exchange: ExchangeToPay) {
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
      title: {
        key: 'communityEconomy.recordedYouLearnedIn',
        values: { coordinator: coordinatorName, category, community: community.name },
      },
      body: {
        key: 'communityEconomy.taughtYouOnMoved',
        values: {
          teacher: names.get(part.teacherId) ?? '',
          date: happenedOn,
          amount: formatSkillCoin(part.hours),
        },
      },
      slug: community.slug,
    });
  }
  for (const teacherId of new Set(parts.map((part) => part.teacherId))) {
    const taught = parts.filter((part) => part.teacherId === teacherId);
    const earned = roundSkillCoin(taught.reduce((sum, part) => sum + part.hours - part.levy, 0));
    messages.push({
      memberId: teacherId,
      title: {
        key: 'communityEconomy.recordedYouTaughtIn',
        values: { coordinator: coordinatorName, category, community: community.name },
      },
      body: {
        key: 'communityEconomy.youTaughtOnAnd',
        values: { date: happenedOn, amount: formatSkillCoin(earned) },
      },
      slug: community.slug,
    });
  }
  await tellParties(tx, context, messages);
}

/**
 * An exchange waiting for a second coordinator: the parties learn nothing moved yet, the other coordinators
 * why.
 */
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
    ...[...new Set(exchange.partyIds)].map((memberId): PartyMessage => ({
      memberId,
      title: { key: 'communityEconomy.anExchangeRecordedFor', values: { community: community.name } },
      body: { key: 'communityEconomy.onNoHoursMove', values: { category, date: happenedOn } },
      slug: community.slug,
    })),
    ...coordinators.map((memberId): PartyMessage => ({
      memberId,
      title: { key: 'communityEconomy.exchangeWaitsForYou', values: { community: community.name } },
      body: { key: 'communityEconomy.onInvolvesAMember', values: { category, date: happenedOn } },
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

export function transferDetails(
  communityName: string,
  category: string,
  recordedBy: string,
  note: string,
): TransferDetails {
  return { communityName, category, recordedBy, ...(note ? { note } : {}) };
}
