import type { FastifyRequest } from 'fastify';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';
import { forbidden, unauthorized } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { mfaRequired } from '../shared/auth-errors.ts';
import { authenticate } from '../sessions/index.ts';
import { findLiveRole } from './roles.repository.ts';
import type { StaffMember, StaffRole } from '../../../lib/http/request-caller.ts';

export type { StaffRole } from '../../../lib/http/request-caller.ts';
export { rememberStaff } from '../../../lib/http/request-caller.ts';

/** Each role's place in the order member < moderator < admin. */
export const roleRank: Record<MemberRole, number> = { member: 0, moderator: 1, admin: 2 };

/** True when `role` may do what `minimum` may. */
function hasRole(role: MemberRole, minimum: StaffRole): boolean {
  return roleRank[role] >= roleRank[minimum];
}

/**
 * The console's gate (ADR 66), which the access check applies to endpoints with `access: 'moderator' |
 * 'admin'`: 401 without a live session, 403 `forbidden` when the member's role is lower (a member learns
 * nothing more), 403 `mfa_required` when the role fits but this session has not passed a second factor. The
 * role is read from the database on every call, so removing it takes effect at once, not when the
 * access token expires.
 */
export async function requireStaff(request: FastifyRequest, minimum: StaffRole): Promise<StaffMember> {
  const caller = await authenticate(request);
  if (!caller) throw unauthorized();
  const { db } = getAuthRuntime(request.server).deps.database;
  const role = (await findLiveRole(db, caller.userId)) ?? 'member';
  if (role === 'member' || !hasRole(role, minimum)) {
    throw forbidden('auth.thisPageIsFor');
  }
  if (caller.aal !== 'aal2') throw mfaRequired();
  return { userId: caller.userId, sessionId: caller.sessionId, role };
}
