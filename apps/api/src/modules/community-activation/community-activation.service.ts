import {
  activationLimits,
  type ActivationQueue,
  type Nudge,
  type NudgePage,
  type NudgeSummary,
  type Suggestion,
  type SuggestionKind,
  type SuggestionList,
  type sendNudgeSchema,
} from '@skillswap/contracts/community-activation/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { assertCoordinator, isActiveCommunityMember, standingIn } from '../communities/index.ts';
import { listMatches } from '../matches/index.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import {
  findMemberNames,
  findOpenPost,
  findSkills,
  findSuitablePost,
  findSuitableWorkshop,
  findWaitingRequest,
  insertNudge,
  listActivity,
  listNudges,
  listUnansweredPosts,
  listUnansweredRequests,
  lockNudgesOf,
  wasNudgedSince,
  type ActivityRow,
  type NudgeRow,
} from './community-activation.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);
const nudgeKey = (memberId: string, reason: string, subjectId: string | null) =>
  `${memberId}|${reason}|${subjectId ?? ''}`;

async function coordinatorStanding(db: DbOrTx, slug: string, viewerId: string) {
  const standing = await standingIn(db, slug, viewerId);
  assertCoordinator(standing);
  return standing;
}

function toSummary(row: NudgeRow): NudgeSummary {
  return {
    id: row.id,
    sentAt: row.sentAt.toISOString(),
    sentBy: row.sentById && row.sentByName ? { id: row.sentById, fullName: row.sentByName } : null,
    outcome: row.outcome,
    outcomeAt: row.outcomeAt?.toISOString() ?? null,
  };
}

/**
 * The activation queue: who the coordinators should help to an exchange, oldest first,
 * each with the last nudge it had and what followed; and the share of new members who made a first
 * exchange in time.
 */
export async function getQueue(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<ActivationQueue> {
  const { community } = await coordinatorStanding(db, options.slug, options.viewerId);
  const { now } = options;
  const limit = activationLimits.listSize;
  const unansweredBefore = daysBefore(now, activationLimits.unansweredDays);
  const [activity, requests, posts] = await Promise.all([
    listActivity(db, {
      communityId: community.id,
      newBefore: daysBefore(now, activationLimits.newMemberDays),
      dormantBefore: daysBefore(now, activationLimits.dormantDays),
      cohortFrom: daysBefore(now, activationLimits.cohortDays),
      cohortTo: daysBefore(now, activationLimits.firstExchangeDays),
      withinDays: activationLimits.firstExchangeDays,
      limit,
    }),
    listUnansweredRequests(db, { communityId: community.id, before: unansweredBefore, limit }),
    listUnansweredPosts(db, { communityId: community.id, before: unansweredBefore, now, limit }),
  ]);
  const listed = [...activity.neverExchanged.items, ...activity.dormant.items];
  const nudged = [
    ...listed.map((row) => row.memberId),
    ...requests.items.map((row) => row.recipientId),
    ...posts.items.map((row) => row.authorId),
  ];
  const [names, nudges] = await Promise.all([
    findMemberNames(db, [...new Set([...nudged, ...requests.items.map((row) => row.requesterId)])]),
    nudged.length > 0
      ? listNudges(db, { communityId: community.id, limit, memberIds: [...new Set(nudged)] })
      : [],
  ]);
  const person = (id: string) => ({ id, fullName: names.get(id) ?? '' });
  const lastNudge = new Map(nudges.map((row) => [nudgeKey(row.memberId, row.reason, row.subjectId), row]));
  const summaryOf = (memberId: string, reason: string, subjectId: string | null) => {
    const row = lastNudge.get(nudgeKey(memberId, reason, subjectId));
    return row ? toSummary(row) : null;
  };
  const toMember = (reason: 'never_exchanged' | 'dormant') => (row: ActivityRow) => ({
    member: person(row.memberId),
    joinedAt: row.joinedAt.toISOString(),
    lastExchangeAt: row.lastExchangeAt?.toISOString() ?? null,
    lastNudge: summaryOf(row.memberId, reason, null),
  });
  const { joined, exchangedWithin } = activity.cohort;
  return {
    firstExchange: { joined, exchangedWithin, share: joined === 0 ? null : exchangedWithin / joined },
    neverExchanged: {
      total: activity.neverExchanged.total,
      items: activity.neverExchanged.items.map(toMember('never_exchanged')),
    },
    unansweredRequests: {
      total: requests.total,
      items: requests.items.map((row) => ({
        swapId: row.swapId,
        requester: person(row.requesterId),
        recipient: person(row.recipientId),
        skill: row.skill,
        createdAt: row.createdAt.toISOString(),
        lastNudge: summaryOf(row.recipientId, 'unanswered_request', row.swapId),
      })),
    },
    unansweredPosts: {
      total: posts.total,
      items: posts.items.map((row) => ({
        postId: row.postId,
        author: person(row.authorId),
        kind: row.kind,
        title: row.title,
        createdAt: row.createdAt.toISOString(),
        lastNudge: summaryOf(row.authorId, 'unanswered_post', row.postId),
      })),
    },
    dormant: { total: activity.dormant.total, items: activity.dormant.items.map(toMember('dormant')) },
  };
}

async function assertMember(db: DbOrTx, communityId: string, memberId: string) {
  if (!(await isActiveCommunityMember(db, communityId, memberId))) {
    throw notFound('common.memberNotFoundIn');
  }
}

/**
 * Up to three ways into a first exchange for one member: their best match among the community's members, an
 * open board post of the community (in one of their skills when there is one), and its next workshop with a
 * free seat.
 */
export async function listSuggestions(
  db: Db,
  options: { viewerId: string; slug: string; memberId: string; now: Date },
): Promise<SuggestionList> {
  const { community } = await coordinatorStanding(db, options.slug, options.viewerId);
  await assertMember(db, community.id, options.memberId);
  const skills = await findSkills(db, options.memberId);
  const scope = { communityId: community.id, memberId: options.memberId, skills, now: options.now };
  const [matches, post, workshop] = await Promise.all([
    listMatches({ db, now: options.now }, options.memberId, 1, community.slug),
    findSuitablePost(db, scope),
    findSuitableWorkshop(db, scope),
  ]);
  const items: Suggestion[] = [];
  const match = matches.items[0];
  if (match) {
    items.push({
      kind: 'match',
      id: match.profile.id,
      label: match.profile.full_name ?? '',
      skill: match.teaches[0] ?? match.learns[0] ?? match.related[0]?.theirs ?? '',
      link: `/members/${match.profile.id}`,
    });
  }
  if (post)
    items.push({
      kind: 'post',
      id: post.id,
      label: post.title,
      skill: post.skill,
      link: `/board/${post.id}`,
    });
  if (workshop) {
    const link = `/workshops/${workshop.id}`;
    items.push({ kind: 'workshop', id: workshop.id, label: workshop.title, skill: workshop.skill, link });
  }
  return { items };
}

/** A chosen suggestion, checked again as the nudge is sent: it must still suit the member. */
async function resolveSuggestion(
  db: DbOrTx,
  scope: { communityId: string; memberId: string; now: Date },
  suggestion: { kind: SuggestionKind; id: string },
): Promise<{ label: string; link: string }> {
  const gone = () => notFound('communityActivation.thatSuggestionIsNo');
  if (suggestion.kind === 'match') {
    if (suggestion.id === scope.memberId) throw gone();
    if (!(await isActiveCommunityMember(db, scope.communityId, suggestion.id))) throw gone();
    const name = (await findMemberNames(db, [suggestion.id])).get(suggestion.id);
    if (!name) throw gone();
    return { label: name, link: `/members/${suggestion.id}` };
  }
  const find = suggestion.kind === 'post' ? findSuitablePost : findSuitableWorkshop;
  const found = await find(db, { ...scope, skills: [], id: suggestion.id });
  if (!found) throw gone();
  return {
    label: found.title,
    link: suggestion.kind === 'post' ? `/board/${found.id}` : `/workshops/${found.id}`,
  };
}

/**
 * Checks that the nudge's subject is what its reason says: the member's waiting request or unanswered post.
 */
async function assertSubject(
  db: DbOrTx,
  communityId: string,
  input: z.output<typeof sendNudgeSchema>,
): Promise<void> {
  const { reason, subjectId, memberId } = input;
  if (reason === 'never_exchanged' || reason === 'dormant') {
    if (subjectId !== null) {
      throw new AppError(errorCodes.validation, 'communityActivation.onlyANudgeAbout');
    }
    return;
  }
  if (subjectId === null) {
    throw new AppError(errorCodes.validation, 'communityActivation.chooseTheRequestOr');
  }
  if (reason === 'unanswered_request') {
    const request = await findWaitingRequest(db, subjectId);
    if (!request || request.recipientId !== memberId) throw notFound('common.requestNotFound');
    return;
  }
  const post = await findOpenPost(db, communityId, subjectId);
  if (!post || post.authorId !== memberId) throw notFound('common.postNotFound');
}

/**
 * A coordinator's nudge: their own words, with one suggestion as a link, to an active
 * member of the community about why they are in the queue. Audited; the member is told in the app (and by
 * mail when they keep this type on); the same member, reason and subject are not nudged again within a week.
 */
export async function sendNudge(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    input: z.output<typeof sendNudgeSchema>;
    now: Date;
    audit: AuditContext;
    notifyContext: NotifyContext;
  },
): Promise<Nudge> {
  const { input, now } = options;
  return db.transaction(async (tx) => {
    const { community } = await coordinatorStanding(tx, options.slug, options.coordinatorId);
    if (input.memberId === options.coordinatorId) {
      throw new AppError(errorCodes.validation, 'communityActivation.aNudgeGoesTo');
    }
    await assertMember(tx, community.id, input.memberId);
    await assertSubject(tx, community.id, input);
    const subject = { communityId: community.id, memberId: input.memberId, reason: input.reason };
    await lockNudgesOf(tx, community.id, input.memberId);
    const since = daysBefore(now, activationLimits.nudgeAgainDays);
    if (await wasNudgedSince(tx, { ...subject, subjectId: input.subjectId, since })) {
      throw conflict('communityActivation.thisMemberHadA');
    }
    const suggestion = input.suggestion
      ? {
          kind: input.suggestion.kind,
          ...(await resolveSuggestion(
            tx,
            { communityId: community.id, memberId: input.memberId, now },
            input.suggestion,
          )),
        }
      : null;
    const id = await insertNudge(tx, {
      ...subject,
      subjectId: input.subjectId,
      message: input.message,
      suggestionKind: suggestion?.kind ?? null,
      suggestionLabel: suggestion?.label ?? null,
      suggestionLink: suggestion?.link ?? null,
      sentBy: options.coordinatorId,
      sentAt: now,
    });
    const names = await findMemberNames(tx, [options.coordinatorId, input.memberId]);
    await notify(tx, options.notifyContext, {
      memberId: input.memberId,
      type: 'community_nudge',
      title: {
        key: 'communityActivation.fromWroteToYou',
        values: { coordinator: names.get(options.coordinatorId) ?? '', community: community.name },
      },
      body: { key: 'common.asWritten', values: { text: input.message } },
      link: suggestion?.link ?? `/c/${community.slug}`,
    });
    await recordAuditEvent(tx, {
      event: 'activation_nudge_sent',
      actorId: options.coordinatorId,
      details: {
        communityId: community.id,
        memberId: input.memberId,
        reason: input.reason,
        subjectId: input.subjectId,
        suggestion: suggestion ? { kind: suggestion.kind, link: suggestion.link } : null,
      },
      ...options.audit,
    });
    return {
      id,
      reason: input.reason,
      member: { id: input.memberId, fullName: names.get(input.memberId) ?? '' },
      message: input.message,
      suggestion: suggestion
        ? { kind: suggestion.kind, label: suggestion.label, link: suggestion.link }
        : null,
      sentAt: now.toISOString(),
      sentBy: { id: options.coordinatorId, fullName: names.get(options.coordinatorId) ?? '' },
      outcome: 'waiting',
      outcomeAt: null,
    };
  });
}

/** The community's latest nudges, newest first, with what happened after each. */
export async function listRecentNudges(
  db: DbOrTx,
  options: { viewerId: string; slug: string },
): Promise<NudgePage> {
  const { community } = await coordinatorStanding(db, options.slug, options.viewerId);
  const rows = await listNudges(db, { communityId: community.id, limit: activationLimits.listSize });
  return {
    items: rows.map((row) => ({
      ...toSummary(row),
      reason: row.reason,
      member: { id: row.memberId, fullName: row.memberName },
      message: row.message,
      suggestion:
        row.suggestionKind && row.suggestionLink
          ? { kind: row.suggestionKind, label: row.suggestionLabel ?? '', link: row.suggestionLink }
          : null,
    })),
  };
}
