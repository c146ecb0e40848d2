import { sql } from 'drizzle-orm';
import type { MemberDetail, MemberListItem } from '@skillswap/contracts/admin-members/schemas';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { DbOrTx } from '../../db/client.ts';

const pageSize = 50;

type MemberRow = {
  id: string;
  full_name: string;
  email: string;
  role: MemberRole;
  verified: boolean | null;
  plan: PlanTier | null;
  created_at: string | Date;
  deleted_at: string | Date | null;
  suspended_at: string | Date | null;
  bio: string | null;
};

const memberColumns = sql`
  u.id, coalesce(nullif(p.full_name, ''), u.full_name) AS full_name, u.email, u.role,
  p.verified, p.plan, u.created_at, u.deleted_at, u.suspended_at, p.bio`;

function toListItem(row: MemberRow): MemberListItem {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    verified: row.verified ?? false,
    plan: row.plan ?? 'free',
    joinedAt: new Date(row.created_at).toISOString(),
    deleted: row.deleted_at !== null,
    suspended: row.suspended_at !== null,
  };
}

/** Escapes LIKE's wildcards so a search for "50%" finds exactly that. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Members whose name or e-mail contains `q` (any case), the newest first; the newest members when empty. */
export async function searchMembers(db: DbOrTx, q: string): Promise<MemberListItem[]> {
  const pattern = likePattern(q.toLowerCase());
  const result = await db.execute<MemberRow>(sql`
    SELECT ${memberColumns}
    FROM users u LEFT JOIN profiles p ON p.id = u.id
    WHERE ${
      q === ''
        ? sql`true`
        : sql`(lower(u.email) LIKE ${pattern} OR lower(u.full_name) LIKE ${pattern}
           OR lower(coalesce(p.full_name, '')) LIKE ${pattern})`
    }
    ORDER BY u.created_at DESC, u.id
    LIMIT ${pageSize}`);
  return result.rows.map(toListItem);
}

export async function findMember(db: DbOrTx, memberId: string): Promise<MemberListItem & { bio: string }> {
  const result = await db.execute<MemberRow>(sql`
    SELECT ${memberColumns} FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${memberId}`);
  const row = result.rows[0];
  if (!row) throw new MemberNotFound();
  return { ...toListItem(row), bio: row.bio ?? '' };
}

export class MemberNotFound extends Error {}

export async function listMemberSwaps(db: DbOrTx, memberId: string): Promise<MemberDetail['swaps']> {
  const result = await db.execute<{
    id: string;
    status: SwapStatus;
    requester_id: string;
    other_id: string;
    other_name: string;
    offered_skill: string;
    requested_skill: string;
    created_at: string | Date;
  }>(sql`
    SELECT s.id, s.status, s.requester_id, o.id AS other_id,
           coalesce(nullif(op.full_name, ''), o.full_name) AS other_name,
           s.offered_skill, s.requested_skill, s.created_at
    FROM swaps s
    JOIN users o ON o.id = CASE WHEN s.requester_id = ${memberId} THEN s.recipient_id ELSE s.requester_id END
    LEFT JOIN profiles op ON op.id = o.id
    WHERE s.requester_id = ${memberId} OR s.recipient_id = ${memberId}
    ORDER BY s.created_at DESC, s.id
    LIMIT ${pageSize}`);
  return result.rows.map((row) => ({
    id: row.id,
    status: row.status,
    requested: row.requester_id === memberId,
    otherMember: { id: row.other_id, fullName: row.other_name },
    offeredSkill: row.offered_skill,
    requestedSkill: row.requested_skill,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The latest audit events about the member, each with the operator who acted when it was not the member. */
export async function listMemberAudit(db: DbOrTx, memberId: string): Promise<MemberDetail['auditTrail']> {
  const result = await db.execute<{
    id: string | number;
    event: string;
    actor_id: string | null;
    actor_name: string | null;
    details: Record<string, unknown> | null;
    created_at: string | Date;
  }>(sql`
    SELECT a.id, a.event, a.actor_id, coalesce(nullif(ap.full_name, ''), au.full_name) AS actor_name,
           a.details, a.created_at
    FROM audit_log a
    LEFT JOIN users au ON au.id = a.actor_id
    LEFT JOIN profiles ap ON ap.id = a.actor_id
    WHERE a.user_id = ${memberId}
    ORDER BY a.id DESC
    LIMIT ${pageSize}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    event: row.event,
    actor: row.actor_id ? { id: row.actor_id, fullName: row.actor_name ?? '' } : null,
    details: row.details ?? {},
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
