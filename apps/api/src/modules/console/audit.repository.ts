import { sql, type SQL } from 'drizzle-orm';
import type { AuditPage } from '@skillswap/contracts/admin-audit/schemas';
import type { DbOrTx } from '../../db/client.ts';

const pageSize = 50;
const dayMs = 24 * 60 * 60 * 1000;

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Whether the person in `alias` (users) or their profile `profile` matches part of a name or an e-mail. */
function personMatches(userAlias: string, profileAlias: string, text: string): SQL {
  const pattern = likePattern(text);
  return sql`(lower(${sql.raw(userAlias)}.email) LIKE ${pattern} OR lower(${sql.raw(userAlias)}.full_name) LIKE ${pattern}
    OR lower(coalesce(${sql.raw(profileAlias)}.full_name, '')) LIKE ${pattern})`;
}

export interface AuditFilters {
  actor?: string;
  member?: string;
  event?: string;
  from?: string;
  to?: string;
  before?: number;
}

/** One page of the audit log, newest first, with the filters applied. */
export async function listAuditLog(db: DbOrTx, filters: AuditFilters): Promise<AuditPage> {
  const conditions: SQL[] = [sql`true`];
  if (filters.actor) conditions.push(personMatches('au', 'ap', filters.actor));
  if (filters.member) conditions.push(personMatches('mu', 'mp', filters.member));
  if (filters.event) conditions.push(sql`a.event = ${filters.event}`);
  if (filters.from)
    conditions.push(sql`a.created_at >= ${new Date(`${filters.from}T00:00:00Z`).toISOString()}`);
  if (filters.to) {
    const end = new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + dayMs);
    conditions.push(sql`a.created_at < ${end.toISOString()}`);
  }
  if (filters.before) conditions.push(sql`a.id < ${filters.before}`);

  const result = await db.execute<{
    id: string | number;
    event: string;
    member_id: string | null;
    member_name: string | null;
    actor_id: string | null;
    actor_name: string | null;
    details: Record<string, unknown> | null;
    created_at: string | Date;
  }>(sql`
    SELECT a.id, a.event, mu.id AS member_id, coalesce(nullif(mp.full_name, ''), mu.full_name) AS member_name,
           au.id AS actor_id, coalesce(nullif(ap.full_name, ''), au.full_name) AS actor_name,
           a.details, a.created_at
    FROM audit_log a
    LEFT JOIN users mu ON mu.id = a.user_id
    LEFT JOIN profiles mp ON mp.id = a.user_id
    LEFT JOIN users au ON au.id = a.actor_id
    LEFT JOIN profiles ap ON ap.id = a.actor_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY a.id DESC
    LIMIT ${pageSize + 1}`);
  const rows = result.rows.slice(0, pageSize);
  const types = await db.execute<{ event: string }>(sql`SELECT DISTINCT event FROM audit_log ORDER BY event`);
  const names = await findNamesOf(
    db,
    rows.flatMap((row) => idsIn(row.details ?? {})),
  );
  return {
    entries: rows.map((row) => ({
      id: Number(row.id),
      event: row.event,
      member: row.member_id ? { id: row.member_id, fullName: row.member_name ?? '' } : null,
      actor: row.actor_id ? { id: row.actor_id, fullName: row.actor_name ?? '' } : null,
      details: row.details ?? {},
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextBefore: result.rows.length > pageSize ? Number(rows.at(-1)!.id) : null,
    eventTypes: types.rows.map((row) => row.event),
    names,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids among an entry's details: values, and items of lists, that are UUIDs. */
function idsIn(details: Record<string, unknown>): string[] {
  return Object.values(details)
    .flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .filter((value): value is string => typeof value === 'string' && uuidPattern.test(value));
}

/** The display names of those ids that are members (swaps, reports and the rest are not looked up). */
async function findNamesOf(db: DbOrTx, ids: string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return {};
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT u.id, coalesce(nullif(p.full_name, ''), u.full_name) AS name
    FROM users u LEFT JOIN profiles p ON p.id = u.id
    WHERE u.id IN (${sql.join(
      unique.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return Object.fromEntries(result.rows.map((row) => [row.id, row.name || 'a member']));
}
