import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { roleRank } from './require-staff.ts';
import { findRoles } from './roles.repository.ts';

/** 403 `own_cause`: an operator acting on their own account, or in a report or dispute they are part of. */
const ownCause = () => new AppError(errorCodes.ownCause, 'auth.youArePartOf');

/** 403 `staff_rank`: an operator acting on a member whose role is not below theirs. */
const staffRankTooLow = () => new AppError(errorCodes.staffRank, 'auth.thisMembersRoleIs');

/**
 * The rule of every console action on a person (ADR 80): staff never act in their own cause (their own
 * account, or a case they are a party to), and act only on members whose role is strictly below theirs (a
 * moderator on members, an admin on moderators and members, nobody on an admin). `targetIds` are the members
 * the action changes; `partyIds` are everyone in the case (the targets, a reporter). The roles are read from
 * the database in the caller's transaction, never taken from the request. Unknown ids count as members.
 */
export async function requireStaffMayActOn(
  db: DbOrTx,
  action: { actorId: string; targetIds: readonly (string | null)[]; partyIds?: readonly (string | null)[] },
): Promise<void> {
  const targetIds = action.targetIds.filter((id): id is string => id !== null);
  const partyIds = [...targetIds, ...(action.partyIds ?? [])];
  if (partyIds.includes(action.actorId)) throw ownCause();
  const ids = [action.actorId, ...targetIds];
  const roles = await findRoles(db, ids);
  const roleOf = (id: string) => roles.get(id) ?? 'member';
  const actorRank = roleRank[roleOf(action.actorId)];
  if (targetIds.some((id) => roleRank[roleOf(id)] >= actorRank)) throw staffRankTooLow();
}
