import type {
  FlagInput,
  MemberFlag,
  MemberReferenceChecks,
  MemberVetting,
  OwnSafeguarding,
  ReferenceCheckedMembers,
  SafeguardingOverview,
  vettingInputSchema,
} from '@skillswap/contracts/community-safeguarding/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  assertCanSeeContent,
  assertCoordinator,
  isActiveCommunityMember,
  standingIn,
} from '../communities/index.ts';
import { notifyMany, type NotificationMessage, type NotifyContext } from '../notifications/index.ts';
import {
  deleteFlag,
  deleteVetting,
  findFlags,
  findVettings,
  listRecordedMembers,
  referenceCheckedCommunitySlugs,
  referenceCheckedIds,
  safeguardingStatus,
  saveFlagRow,
  saveVettingRow,
  type FlagRow,
  type VettingRow,
} from './community-safeguarding.repository.ts';

/** The calendar day of `now` (UTC), against which checks and expiries are read. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

const person = (id: string | null, fullName: string | null) => (id && fullName ? { id, fullName } : null);

/**
 * Whether a vetting record shows the badge on `today`: references checked and no background check expired.
 */
const showsBadge = (row: Pick<VettingRow, 'referencesCheckedOn' | 'backgroundExpiresOn'>, today: string) =>
  row.referencesCheckedOn !== null && (row.backgroundExpiresOn === null || row.backgroundExpiresOn > today);

function toVetting(row: VettingRow, today: string): MemberVetting {
  return {
    referencesCheckedOn: row.referencesCheckedOn,
    referencesCheckedBy: person(row.referencesCheckedBy, row.referencesCheckedByName),
    backgroundCheckedOn: row.backgroundCheckedOn,
    backgroundExpiresOn: row.backgroundExpiresOn,
    backgroundCheckedBy: person(row.backgroundCheckedBy, row.backgroundCheckedByName),
    note: row.note,
    referenceChecked: showsBadge(row, today),
    updatedBy: person(row.updatedBy, row.updatedByName),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toFlag = (row: FlagRow): MemberFlag => ({
  reason: row.reason,
  flaggedBy: person(row.flaggedBy, row.flaggedByName),
  flaggedAt: row.flaggedAt.toISOString(),
});

/** For coordinators: every active member with a vetting record or a flag, with the details. */
export async function getSafeguarding(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<SafeguardingOverview> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const communityId = standing.community.id;
  const today = dayOf(options.now);
  const [members, vettings, flags] = await Promise.all([
    listRecordedMembers(db, communityId),
    findVettings(db, communityId),
    findFlags(db, communityId),
  ]);
  const vettingOf = new Map(vettings.map((row) => [row.memberId, row]));
  const flagOf = new Map(flags.map((row) => [row.memberId, row]));
  return {
    items: members.map((member) => {
      const vetting = vettingOf.get(member.id);
      const flag = flagOf.get(member.id);
      return {
        member: { id: member.id, fullName: member.name },
        vetting: vetting ? toVetting(vetting, today) : null,
        flag: flag ? toFlag(flag) : null,
      };
    }),
  };
}

/**
 * A member's own record: their vetting and whether a coordinator approves their exchanges (never the reason).
 */
export async function getOwnSafeguarding(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<OwnSafeguarding> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  if (standing.status !== 'active') return { vetting: null, approvalNeeded: false };
  const communityId = standing.community.id;
  const [vetting] = await findVettings(db, communityId, { memberId: options.viewerId });
  const [flag] = await findFlags(db, communityId, { memberId: options.viewerId });
  return {
    vetting: vetting ? toVetting(vetting, dayOf(options.now)) : null,
    approvalNeeded: flag !== undefined,
  };
}

type CoordinatorAction = {
  coordinatorId: string;
  slug: string;
  memberId: string;
  now: Date;
  audit: AuditContext;
  notifyContext: NotifyContext;
};

/**
 * The checks every vetting or flag change passes, in its transaction: the actor coordinates this community (a
 * coordinator of another one gets 403), acts on someone else, and the member is an active member of it.
 */
async function coordinatorOver(tx: DbOrTx, options: CoordinatorAction, memberMustBeActive = true) {
  const standing = await standingIn(tx, options.slug, options.coordinatorId);
  assertCoordinator(standing);
  if (options.memberId === options.coordinatorId) {
    throw new AppError(errorCodes.ownCause, 'communitySafeguarding.youCannotVetOr');
  }
  const { community } = standing;
  if (memberMustBeActive && !(await isActiveCommunityMember(tx, community.id, options.memberId))) {
    throw notFound('common.memberNotFoundIn');
  }
  return community;
}

function tell(
  tx: DbOrTx,
  context: NotifyContext,
  message: { memberId: string; title: NotificationMessage; body: NotificationMessage; slug: string },
) {
  return notifyMany(tx, context, [
    {
      memberId: message.memberId,
      type: 'community_membership',
      title: message.title,
      body: message.body,
      link: `/c/${message.slug}#safeguarding`,
    },
  ]);
}

/**
 * A coordinator records or updates a member's vetting. Dates cannot be in the future; whoever saves a new
 * date is recorded as who checked it (an unchanged date keeps who checked it). Audited before and after;
 * the member told.
 */
export async function saveVetting(
  db: DbOrTx,
  options: CoordinatorAction & { input: z.output<typeof vettingInputSchema> },
): Promise<MemberVetting> {
  const { input } = options;
  const today = dayOf(options.now);
  if (input.referencesCheckedOn !== null && input.referencesCheckedOn > today) {
    throw new AppError(errorCodes.validation, 'communitySafeguarding.theReferencesCannotHave');
  }
  if (input.backgroundCheckedOn !== null && input.backgroundCheckedOn > today) {
    throw new AppError(errorCodes.validation, 'communitySafeguarding.theBackgroundCheckCannot');
  }
  return db.transaction(async (tx) => {
    const community = await coordinatorOver(tx, options);
    const [before] = await findVettings(tx, community.id, { memberId: options.memberId, lock: true });
    const keeps = (same: boolean, by: string | null | undefined) =>
      same && by !== undefined ? by : options.coordinatorId;
    const after = {
      referencesCheckedOn: input.referencesCheckedOn,
      referencesCheckedBy:
        input.referencesCheckedOn === null
          ? null
          : keeps(before?.referencesCheckedOn === input.referencesCheckedOn, before?.referencesCheckedBy),
      backgroundCheckedOn: input.backgroundCheckedOn,
      backgroundExpiresOn: input.backgroundExpiresOn,
      backgroundCheckedBy:
        input.backgroundCheckedOn === null
          ? null
          : keeps(
              before?.backgroundCheckedOn === input.backgroundCheckedOn &&
                before?.backgroundExpiresOn === input.backgroundExpiresOn,
              before?.backgroundCheckedBy,
            ),
      note: input.note,
    };
    await saveVettingRow(tx, {
      communityId: community.id,
      memberId: options.memberId,
      ...after,
      updatedBy: options.coordinatorId,
      updatedAt: options.now,
    });
    await recordAuditEvent(tx, {
      event: before ? 'member_vetting_changed' : 'member_vetting_recorded',
      userId: options.memberId,
      actorId: options.coordinatorId,
      details: {
        communityId: community.id,
        before: before
          ? {
              referencesCheckedOn: before.referencesCheckedOn,
              referencesCheckedBy: before.referencesCheckedBy,
              backgroundCheckedOn: before.backgroundCheckedOn,
              backgroundExpiresOn: before.backgroundExpiresOn,
              backgroundCheckedBy: before.backgroundCheckedBy,
              note: before.note,
            }
          : null,
        after,
      },
      ...options.audit,
    });
    await tell(tx, options.notifyContext, {
      memberId: options.memberId,
      title: before
        ? { key: 'communitySafeguarding.vettingUpdated', values: { community: community.name } }
        : { key: 'communitySafeguarding.aCoordinatorRecordedYour', values: { community: community.name } },
      body: { key: 'communitySafeguarding.youCanReadYour' },
      slug: community.slug,
    });
    const [saved] = await findVettings(tx, community.id, { memberId: options.memberId });
    return toVetting(saved!, today);
  });
}

/**
 * A coordinator withdraws a member's vetting: the badge goes at once. Audited with what it was; the member
 * told.
 */
export async function withdrawVetting(db: DbOrTx, options: CoordinatorAction): Promise<void> {
  await db.transaction(async (tx) => {
    const community = await coordinatorOver(tx, options, false);
    const [before] = await findVettings(tx, community.id, { memberId: options.memberId, lock: true });
    if (!before) throw notFound('communitySafeguarding.thisMemberHasNo');
    await deleteVetting(tx, community.id, options.memberId);
    await recordAuditEvent(tx, {
      event: 'member_vetting_withdrawn',
      userId: options.memberId,
      actorId: options.coordinatorId,
      details: {
        communityId: community.id,
        before: {
          referencesCheckedOn: before.referencesCheckedOn,
          backgroundCheckedOn: before.backgroundCheckedOn,
          backgroundExpiresOn: before.backgroundExpiresOn,
          note: before.note,
        },
      },
      ...options.audit,
    });
    await tell(tx, options.notifyContext, {
      memberId: options.memberId,
      title: {
        key: 'communitySafeguarding.vettingWithdrawn',
        values: { community: community.name },
      },
      body: { key: 'communitySafeguarding.aCoordinatorWithdrewYour' },
      slug: community.slug,
    });
  });
}

/**
 * A coordinator flags a member (or changes the reason). The reason is for coordinators only; the member is
 * told in neutral words, once, that a coordinator will approve their exchanges in the community.
 */
export async function flagMember(
  db: DbOrTx,
  options: CoordinatorAction & { input: FlagInput },
): Promise<MemberFlag> {
  return db.transaction(async (tx) => {
    const community = await coordinatorOver(tx, options);
    const [before] = await findFlags(tx, community.id, { memberId: options.memberId, lock: true });
    await saveFlagRow(tx, {
      communityId: community.id,
      memberId: options.memberId,
      reason: options.input.reason,
      flaggedBy: options.coordinatorId,
      flaggedAt: options.now,
    });
    await recordAuditEvent(tx, {
      event: before ? 'member_flag_changed' : 'member_flagged',
      userId: options.memberId,
      actorId: options.coordinatorId,
      details: {
        communityId: community.id,
        before: before ? { reason: before.reason } : null,
        after: { reason: options.input.reason },
      },
      ...options.audit,
    });
    if (!before) {
      await tell(tx, options.notifyContext, {
        memberId: options.memberId,
        title: {
          key: 'communitySafeguarding.aCoordinatorWillApprove',
          values: { community: community.name },
        },
        body: { key: 'communitySafeguarding.fromNowOnA', values: { community: community.name } },
        slug: community.slug,
      });
    }
    const [saved] = await findFlags(tx, community.id, { memberId: options.memberId });
    return toFlag(saved!);
  });
}

/** A coordinator lifts a member's flag; audited with the reason it had, and the member told. */
export async function unflagMember(db: DbOrTx, options: CoordinatorAction): Promise<void> {
  await db.transaction(async (tx) => {
    const community = await coordinatorOver(tx, options, false);
    const [before] = await findFlags(tx, community.id, { memberId: options.memberId, lock: true });
    if (!before) throw notFound('communitySafeguarding.thisMemberIsNot');
    await deleteFlag(tx, community.id, options.memberId);
    await recordAuditEvent(tx, {
      event: 'member_unflagged',
      userId: options.memberId,
      actorId: options.coordinatorId,
      details: { communityId: community.id, before: { reason: before.reason } },
      ...options.audit,
    });
    await tell(tx, options.notifyContext, {
      memberId: options.memberId,
      title: { key: 'communitySafeguarding.yourExchangesInNo', values: { community: community.name } },
      body: { key: 'communitySafeguarding.aCoordinatorLiftedThe' },
      slug: community.slug,
    });
  });
}

/** The members who show the "Reference checked" badge, for anyone who can see the community's members. */
export async function listReferenceChecked(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<ReferenceCheckedMembers> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  return { memberIds: await referenceCheckedIds(db, standing.community.id, dayOf(options.now)) };
}

/**
 * Where a member shows the badge, for their profile: only the communities the viewer may see, so a private
 * community's membership is never revealed.
 */
export async function memberReferenceChecks(
  db: DbOrTx,
  options: { viewerId: string; memberId: string; now: Date },
): Promise<MemberReferenceChecks> {
  const slugs = await referenceCheckedCommunitySlugs(db, options.memberId, dayOf(options.now));
  const communities: MemberReferenceChecks['communities'] = [];
  for (const slug of slugs) {
    try {
      const standing = await standingIn(db, slug, options.viewerId);
      assertCanSeeContent(standing);
      communities.push({ slug, name: standing.community.name });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { communities };
}

/**
 * For exchanges made in the community (ADR 178): of `memberIds`, who shows the badge on the day of `now` and
 * who is flagged. Read inside the exchange's transaction.
 */
export async function safeguardingOf(db: DbOrTx, communityId: string, memberIds: string[], now: Date) {
  return safeguardingStatus(db, communityId, memberIds, dayOf(now));
}
