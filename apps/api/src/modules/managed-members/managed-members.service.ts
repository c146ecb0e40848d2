import type { FastifyInstance } from 'fastify';
import type {
  ClaimAccountInput,
  ClaimCode,
  CreateManagedMemberInput,
  ManagedMember,
  ManagedMemberList,
} from '@skillswap/contracts/managed-members/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import {
  claimManagedAccount,
  insertManagedAccount,
  isManagedBy,
  issueClaimCode,
  listManagedAccounts,
} from '../auth/index.ts';
import { assertCoordinator, standingIn, upsertMembership } from '../communities/index.ts';
import { appointHelper } from '../member-helpers/index.ts';
import { notifyMany, type NotifyContext } from '../notifications/index.ts';
import { createMemberProfile } from '../profiles/index.ts';
import { listCoordinatorIds } from './managed-members.repository.ts';

type Context = NotifyContext & { audit: AuditContext };

/** The community as a coordinator who manages its members without e-mail sees it (never an organisation). */
async function coordinatedCommunity(db: DbOrTx, slug: string, coordinatorId: string) {
  const standing = await standingIn(db, slug, coordinatorId);
  assertCoordinator(standing);
  if (standing.community.builtin || standing.isOrganisation) {
    throw forbidden('managedMembers.membersWithoutEMail');
  }
  return standing.community;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listManagedMembers(
  db: DbOrTx,
  input: { viewerId: string; slug: string },
): Promise<ManagedMemberList> {
  const community = await coordinatedCommunity(db, input.slug, input.viewerId);
  const rows = await listManagedAccounts(db, community.id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.full_name,
      phone: row.contact_phone,
      createdAt: iso(row.created_at),
      claimCodeExpiresAt: row.code_expires_at ? iso(row.code_expires_at) : null,
    })),
  };
}

/**
 * Creates a member who has no e-mail (ADR 180): an account no mail reaches, a profile, active membership of
 * the community and the coordinator as their first helper, all in one transaction. Audited.
 */
export async function createManagedMember(
  db: DbOrTx,
  context: Context,
  input: { actorId: string; slug: string; member: CreateManagedMemberInput },
): Promise<ManagedMember> {
  return db.transaction(async (tx) => {
    const community = await coordinatedCommunity(tx, input.slug, input.actorId);
    const { fullName, phone } = input.member;
    const id = await insertManagedAccount(tx, { fullName, phone, communityId: community.id });
    await createMemberProfile(tx, { id, fullName });
    await upsertMembership(tx, {
      communityId: community.id,
      memberId: id,
      role: 'member',
      status: 'active',
      at: context.now,
    });
    await recordAuditEvent(tx, {
      event: 'managed_member_created',
      userId: id,
      actorId: input.actorId,
      details: { communityId: community.id, hasPhone: phone !== null },
      ...context.audit,
    });
    await appointHelper(tx, context, {
      memberId: id,
      helperId: input.actorId,
      appointedBy: input.actorId,
      communityId: community.id,
    });
    return { id, name: fullName, phone, createdAt: context.now.toISOString(), claimCodeExpiresAt: null };
  });
}

/** A one-time code the coordinator hands to a member without e-mail, shown once. Audited (never the code). */
export async function issueMemberClaimCode(
  db: DbOrTx,
  context: Context,
  input: { actorId: string; slug: string; memberId: string },
): Promise<ClaimCode> {
  return db.transaction(async (tx) => {
    const community = await coordinatedCommunity(tx, input.slug, input.actorId);
    if (!(await isManagedBy(tx, input.memberId, community.id))) throw notFound('common.memberNotFound');
    const code = await issueClaimCode(tx, {
      userId: input.memberId,
      issuedBy: input.actorId,
      now: context.now,
    });
    await recordAuditEvent(tx, {
      event: 'claim_code_issued',
      userId: input.memberId,
      actorId: input.actorId,
      details: { communityId: community.id, expiresAt: code.expiresAt },
      ...context.audit,
    });
    return code;
  });
}

/** The member claims their account; the community's coordinators are told it is theirs now. */
export async function claimAccount(
  app: FastifyInstance,
  context: Context,
  input: ClaimAccountInput,
): Promise<{ email: string }> {
  const claimed = await claimManagedAccount(app, input, context.audit);
  const { db } = app.deps.database;
  const coordinators = await listCoordinatorIds(db, claimed.communityId);
  await notifyMany(
    db,
    context,
    coordinators.map((memberId) => ({
      memberId,
      type: 'community_membership' as const,
      title: { key: 'managedMembers.claimedTheirAccount', values: { name: claimed.fullName } },
      body: { key: 'managedMembers.nowSignsInWith', values: { name: claimed.fullName } },
      link: `/u/${claimed.userId}`,
    })),
  );
  return { email: input.email };
}
