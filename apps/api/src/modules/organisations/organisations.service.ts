import { createHash, randomBytes } from 'node:crypto';
import type { CommunitySummary } from '@skillswap/contracts/communities/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  defaultOrganisationSeats,
  organisationInvitationDays,
  type createOrganisationSchema,
  type Organisation,
  type OrganisationInvitation,
} from '@skillswap/contracts/organisations/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { composeMail } from '../../lib/mail/mail-layout.ts';
import { queueOrganisationMemberWebhooks } from '../webhooks/index.ts';
import {
  assertCanSeeContent,
  assertCoordinator,
  assertOwnerOnEnterprise,
  countMembers,
  countSeats,
  createCommunity,
  findCommunityById,
  findMailBrand,
  findMemberAddress,
  isCoordinator,
  organisationOf,
  seatsFull,
  standingIn,
  toSummary,
  upsertMembership,
  type OrganisationRow,
} from '../communities/index.ts';
import {
  closeExpiredInvitations,
  findOrganisationBySlug,
  insertInvitation,
  insertOrganisation,
  isAddressAMember,
  listOpenInvitations,
  lockInvitationByHash,
  markInvitationAccepted,
  revokeInvitation,
  updateOrganisation,
  type InvitationRow,
} from './organisations.repository.ts';

/** Anti-abuse limit on invitations one admin mails. */
export const invitationRateLimit = { limit: 500, windowMs: 24 * 60 * 60 * 1000 } as const;
const dayMs = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/organisation-invitation#token=${token}`;

/** An Enterprise account creates its organisation: a private community it owns, joined only as invited. */
export async function createOrganisation(
  db: DbOrTx,
  options: {
    accountId: string;
    input: z.output<typeof createOrganisationSchema>;
    now: Date;
    audit: AuditContext;
  },
): Promise<CommunitySummary> {
  const { accountId, input, now } = options;
  return createCommunity(db, {
    ownerId: accountId,
    input: { ...input, isOnline: true, visibility: 'private', joinRule: 'invitation' },
    now,
    audit: options.audit,
    within: async (tx, community) => {
      const organisation = await insertOrganisation(tx, {
        communityId: community.id,
        accountId,
        seats: defaultOrganisationSeats,
        createdAt: now,
      });
      if (!organisation) throw conflict('organisations.yourAccountAlreadyHas');
      await recordAuditEvent(tx, {
        event: 'organisation_created',
        userId: accountId,
        details: { communityId: community.id, seats: defaultOrganisationSeats },
        ...options.audit,
      });
    },
  });
}

/** The viewer as one of the organisation's admins, while the owning account is on Enterprise. */
export async function adminStanding(db: DbOrTx, slug: string, viewerId: string, lock = false) {
  const standing = await standingIn(db, slug, viewerId);
  assertCoordinator(standing);
  const organisation = await organisationOf(db, standing.community.id, lock);
  await assertOwnerOnEnterprise(db, organisation);
  return { ...standing, organisation };
}

async function describe(
  db: DbOrTx,
  standing: Awaited<ReturnType<typeof standingIn>>,
  organisation: OrganisationRow,
  now: Date,
): Promise<Organisation> {
  const seats = await countSeats(db, organisation.communityId, now);
  return {
    slug: standing.community.slug,
    name: standing.community.name,
    seats: organisation.seats,
    seatsUsed: seats.members + seats.invitations,
    members: seats.members,
    openInvitations: seats.invitations,
    allowedDomain: organisation.allowedDomain,
    isAdmin: isCoordinator(standing),
    isOwner: standing.status === 'active' && standing.role === 'owner',
    // Only the name staff chose to show, and only to its admins (ADR 142).
    accountManager: isCoordinator(standing) ? organisation.accountManagerName : null,
  };
}

export async function getOrganisation(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<Organisation> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCanSeeContent(standing);
  const organisation = await organisationOf(db, standing.community.id);
  return describe(db, standing, organisation, options.now);
}

const toInvitation = (row: InvitationRow): OrganisationInvitation => ({
  id: row.id,
  email: row.email,
  invitedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export async function listInvitations(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<{ items: OrganisationInvitation[] }> {
  const { community } = await adminStanding(db, options.slug, options.viewerId);
  return { items: (await listOpenInvitations(db, community.id, options.now)).map(toInvitation) };
}

export type InvitationOutcome = 'invited' | 'already_member' | 'already_invited' | 'no_seat';

/**
 * Invites one address to an organisation whose row the caller holds locked: the invitation takes a seat at
 * once and is mailed with a link only its recipient's account can accept. Says why when it sends nothing.
 */
export async function sendOrganisationInvitation(
  tx: DbOrTx,
  options: {
    adminId: string;
    community: { id: string; name: string };
    organisation: OrganisationRow;
    email: string;
    now: Date;
    publicUrl: string;
    audit: AuditContext;
  },
): Promise<InvitationOutcome> {
  const { community, organisation, email, now } = options;
  if (await isAddressAMember(tx, community.id, email)) return 'already_member';
  await closeExpiredInvitations(tx, community.id, email, now);
  const seats = await countSeats(tx, community.id, now);
  if (seats.members + seats.invitations >= organisation.seats) return 'no_seat';
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + organisationInvitationDays * dayMs);
  const invitation = await insertInvitation(tx, {
    communityId: community.id,
    email,
    tokenHash: hashToken(token),
    invitedBy: options.adminId,
    createdAt: now,
    expiresAt,
  });
  if (!invitation) return 'already_invited';
  // The organisation's white-label look while its owner is on Enterprise (ADR 140): its name, logo, accent.
  const brand = await findMailBrand(tx, {
    organisation,
    communityName: community.name,
    publicUrl: options.publicUrl,
  });
  const name = brand?.name ?? community.name;
  await enqueueMessage(
    tx,
    composeMail({
      to: email,
      subject: `You are invited to join ${name} on SkillSwap`,
      paragraphs: [
        `${name} invites you to its private space on SkillSwap, where its members swap skills with each other.`,
        `Sign in (or create your account) with this address, ${email}, then accept the invitation. It works until ${expiresAt.toISOString().slice(0, 10)}.`,
      ],
      link: { label: `Join ${name}`, url: invitationUrl(options.publicUrl, token) },
      after: ['If you did not expect this invitation, ignore this message: nothing happens without you.'],
      brand,
    }),
  );
  await recordAuditEvent(tx, {
    event: 'organisation_invitation_sent',
    actorId: options.adminId,
    details: { communityId: community.id, invitationId: invitation.id },
    ...options.audit,
  });
  return 'invited';
}

/**
 * An admin invites an address: the invitation takes a seat at once (so acceptances can never overfill the
 * organisation) and is mailed with a link only its recipient's account can accept. Nothing is created for
 * the recipient: they sign up themselves if they have no account (ADR 122).
 */
export async function inviteToOrganisation(
  db: DbOrTx,
  options: {
    adminId: string;
    slug: string;
    email: string;
    now: Date;
    publicUrl: string;
    audit: AuditContext;
  },
) {
  const { now } = options;
  const email = options.email.toLowerCase();
  await enforceRateLimit(db, {
    key: `organisation-invite:member:${options.adminId}`,
    now,
    ...invitationRateLimit,
  });
  await db.transaction(async (tx) => {
    const { community, organisation } = await adminStanding(tx, options.slug, options.adminId, true);
    const outcome = await sendOrganisationInvitation(tx, { ...options, email, community, organisation });
    if (outcome === 'already_member')
      throw conflict('organisations.isAlreadyAMember', { email, community: community.name });
    if (outcome === 'no_seat') throw seatsFull(organisation.seats);
    if (outcome === 'already_invited') {
      throw conflict('organisations.alreadyHasAnInvitation', { email });
    }
  });
  return listInvitations(db, { viewerId: options.adminId, slug: options.slug, now });
}

export async function revokeOrganisationInvitation(
  db: DbOrTx,
  options: { adminId: string; slug: string; invitationId: string; now: Date; audit: AuditContext },
) {
  await db.transaction(async (tx) => {
    const { community } = await adminStanding(tx, options.slug, options.adminId);
    const revoked = await revokeInvitation(tx, community.id, options.invitationId, options.now);
    if (!revoked) throw notFound('organisations.invitationNotFound');
    await recordAuditEvent(tx, {
      event: 'organisation_invitation_revoked',
      actorId: options.adminId,
      details: { communityId: community.id, invitationId: revoked.id },
      ...options.audit,
    });
  });
  return listInvitations(db, { viewerId: options.adminId, slug: options.slug, now: options.now });
}

export async function setAllowedDomain(
  db: DbOrTx,
  options: { adminId: string; slug: string; domain: string | null; now: Date; audit: AuditContext },
): Promise<Organisation> {
  return db.transaction(async (tx) => {
    const standing = await adminStanding(tx, options.slug, options.adminId, true);
    await updateOrganisation(tx, standing.community.id, { allowedDomain: options.domain });
    await recordAuditEvent(tx, {
      event: 'organisation_domain_changed',
      actorId: options.adminId,
      details: { communityId: standing.community.id, domain: options.domain },
      ...options.audit,
    });
    const organisation = { ...standing.organisation, allowedDomain: options.domain };
    return describe(tx, standing, organisation, options.now);
  });
}

const invalidInvitation = () => new AppError(errorCodes.invalidLink, 'organisations.thisInvitationLinkDoes');

/** The invited account accepts: it must be signed in with the very address the invitation was sent to. */
export async function acceptInvitation(
  db: DbOrTx,
  options: { memberId: string; token: string; now: Date; audit: AuditContext },
): Promise<CommunitySummary> {
  const { memberId, now } = options;
  const communityId = await db.transaction(async (tx) => {
    const invitation = await lockInvitationByHash(tx, hashToken(options.token));
    if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= now) {
      throw invalidInvitation();
    }
    const address = await findMemberAddress(tx, memberId);
    if (!address || address.email !== invitation.email) {
      throw forbidden('organisations.thisInvitationWasSent');
    }
    const organisation = await organisationOf(tx, invitation.communityId, true);
    await assertOwnerOnEnterprise(tx, organisation);
    await upsertMembership(tx, {
      communityId: invitation.communityId,
      memberId,
      role: 'member',
      status: 'active',
      at: now,
    });
    await markInvitationAccepted(tx, invitation.id, memberId, now);
    await queueOrganisationMemberWebhooks(tx, {
      communityId: invitation.communityId,
      memberId,
      type: 'member.joined',
      now,
    });
    await recordAuditEvent(tx, {
      event: 'organisation_invitation_accepted',
      userId: memberId,
      details: { communityId: invitation.communityId, invitationId: invitation.id },
      ...options.audit,
    });
    return invitation.communityId;
  });
  const community = (await findCommunityById(db, communityId))!;
  return toSummary(community, await countMembers(db, community), 'member', 'active');
}

/** An operator sets an organisation's seats as its contract says (`org:seats`); audited. */
export async function setOrganisationSeats(db: DbOrTx, options: { slug: string; seats: number; now: Date }) {
  return db.transaction(async (tx) => {
    const found = await findOrganisationBySlug(tx, options.slug.toLowerCase());
    if (!found) throw notFound('organisations.noOrganisationAtC', { slug: options.slug });
    const { organisation } = found;
    const held = await countSeats(tx, organisation.communityId, options.now);
    await updateOrganisation(tx, organisation.communityId, { seats: options.seats });
    await recordAuditEvent(tx, {
      event: 'organisation_seats_changed',
      userId: organisation.accountId,
      details: { communityId: organisation.communityId, from: organisation.seats, to: options.seats },
    });
    return { name: found.name, seats: options.seats, seatsUsed: held.members + held.invitations };
  });
}
