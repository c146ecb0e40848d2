import type { FastifyRequest } from 'fastify';
import type { MemberRole } from '@skillswap/contracts/auth';
import { forbidden, unauthorized } from '../../../lib/errors.ts';
import { getAuthRuntime } from '../runtime/auth-runtime.ts';
import { mfaRequired } from '../shared/auth-errors.ts';
import { authenticate } from '../sessions/index.ts';
import { findLiveRole } from './roles.repository.ts';

/** The roles that open the console, lowest first: each may do what the ones before it may. */
export type StaffRole = Exclude<MemberRole, 'member'>;
/** Each role's place in the order member < moderator < admin. */
export const roleRank: Record<MemberRole, number> = { member: 0, moderator: 1, admin: 2 };

/** A console caller: a member whose role is at least the endpoint's, signed in with a second factor. */
export interface StaffMember {
  userId: string;
  sessionId: string;
  role: StaffRole;
}

/** True when `role` may do what `minimum` may. */
function hasRole(role: MemberRole, minimum: StaffRole): boolean {
  return roleRank[role] >= roleRank[minimum];
}

/**
 * The console's gate (ADR 66), which the access check applies to endpoints with `access: 'moderator' | 'admin'`: 401 without a live session,
 * 403 `forbidden` when the member's role is lower (a member learns nothing more), 403 `mfa_required` when the
 * role fits but this session has not passed a second factor. The role is read from the database on every
 * call, so removing it takes effect at once, not when the access token expires.
 */
export async function requireStaff(request: FastifyRequest, minimum: StaffRole): Promise<StaffMember> {
  const caller = await authenticate(request);
  if (!caller) throw unauthorized();
  const { db } = getAuthRuntime(request.server).deps.database;
  const role = (await findLiveRole(db, caller.userId)) ?? 'member';
  if (role === 'member' || !hasRole(role, minimum)) {
    throw forbidden('This page is for the SkillSwap team.');
  }
  if (caller.aal !== 'aal2') throw mfaRequired();
  return { userId: caller.userId, sessionId: caller.sessionId, role };
}

const staffCallers = new WeakMap<FastifyRequest, StaffMember>();

/** Keeps the console caller the access check let in, for the handler (ADR 77). */
export function rememberStaff(request: FastifyRequest, staff: StaffMember): void {
  staffCallers.set(request, staff);
}

/** The console caller of an `access: 'moderator' | 'admin'` endpoint, as the access check let them in. */
export function getStaff(request: FastifyRequest): StaffMember {
  const staff = staffCallers.get(request);
  if (!staff) throw new Error(`${request.method} ${request.url} has no console caller: is its access staff?`);
  return staff;
}
