import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findCurrentPlan } from '../../lib/plans/current-plan.repository.ts';
import { planRequired } from '../../lib/plans/plan-gate.ts';
import {
  countSeats,
  findMemberAddress,
  findOrganisation,
  type OrganisationRow,
} from './organisation-reads.repository.ts';

// What the community rules need to know about organisations (ADR 122). It stays in communities, below the
// organisations module, which reads it through communities' index (ADR 196).

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

export const seatsFull = (seats: number) => conflict('communities.everySeatOfThe', { seats });

export async function organisationOf(db: DbOrTx, communityId: string, lock = false) {
  const organisation = await findOrganisation(db, communityId, lock);
  if (!organisation) throw notFound('common.organisationNotFound');
  return organisation;
}

/** An organisation's admins act only while its owning account is on Enterprise: 403 `plan_required` else. */
export async function assertOwnerOnEnterprise(db: DbOrTx, organisation: OrganisationRow) {
  if ((await findCurrentPlan(db, organisation.accountId)) !== 'enterprise') {
    throw planRequired('enterprise', 'Managing an organisation');
  }
}

/**
 * Joining an organisation (from `joinCommunity`): only with a verified address in its allowed domain, and
 * only into a free seat. The community's invitation link never opens an organisation.
 */
export async function admitByDomain(tx: DbOrTx, communityId: string, memberId: string, now: Date) {
  const organisation = await organisationOf(tx, communityId, true);
  const address = await findMemberAddress(tx, memberId);
  const fits =
    organisation.allowedDomain !== null &&
    address?.isVerified === true &&
    domainOf(address.email) === organisation.allowedDomain;
  if (!fits) {
    throw forbidden('communities.thisOrganisationIsJoined');
  }
  await assertOwnerOnEnterprise(tx, organisation);
  const seats = await countSeats(tx, communityId, now);
  if (seats.members + seats.invitations >= organisation.seats) throw seatsFull(organisation.seats);
}

/** Whether a member may see a private organisation to join it: their verified address is in its domain. */
export async function isInAllowedDomain(db: DbOrTx, communityId: string, memberId: string) {
  const organisation = await findOrganisation(db, communityId);
  if (!organisation?.allowedDomain) return false;
  const address = await findMemberAddress(db, memberId);
  return address?.isVerified === true && domainOf(address.email) === organisation.allowedDomain;
}
