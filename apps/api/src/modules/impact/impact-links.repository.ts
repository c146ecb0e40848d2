// Shared links to a community's impact report, and the community's name the linked page shows.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberDisplayNameSql, aliasedNameColumns } from '../../db/member-display-name.ts';

const names = memberDisplayNameSql(aliasedNameColumns('u', 'p'));

export interface ImpactLinkRow {
  id: string;
  communityId: string;
  periodFrom: string;
  periodTo: string;
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

type LinkRecord = {
  id: string;
  community_id: string;
  period_from: string | Date;
  period_to: string | Date;
  created_at: Date | string;
  created_by: string | null;
  created_by_name: string | null;
  expires_at: Date | string;
  revoked_at: Date | string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const asDay = (value: Date | string) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

function toLinkRow(row: LinkRecord): ImpactLinkRow {
  return {
    id: row.id,
    communityId: row.community_id,
    periodFrom: asDay(row.period_from),
    periodTo: asDay(row.period_to),
    createdAt: asDate(row.created_at),
    createdById: row.created_by,
    createdByName: row.created_by_name,
    expiresAt: asDate(row.expires_at),
    revokedAt: row.revoked_at === null ? null : asDate(row.revoked_at),
  };
}

const linkColumns = sql`l.id, l.community_id, l.period_from::text AS period_from, l.period_to::text AS period_to,
  l.created_at, l.created_by, l.expires_at, l.revoked_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE ${names} END AS created_by_name`;
const linkJoins = sql`LEFT JOIN users u ON u.id = l.created_by LEFT JOIN profiles p ON p.id = u.id`;

export async function insertImpactLink(
  db: DbOrTx,
  link: {
    communityId: string;
    tokenHash: string;
    periodFrom: string;
    periodTo: string;
    createdBy: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO impact_links (community_id, token_hash, period_from, period_to, created_by, created_at, expires_at)
    VALUES (${link.communityId}, ${link.tokenHash}, ${link.periodFrom}, ${link.periodTo}, ${link.createdBy},
      ${link.createdAt}, ${link.expiresAt})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function findImpactLink(
  db: DbOrTx,
  where: { id: string; communityId: string } | { tokenHash: string },
): Promise<ImpactLinkRow | null> {
  const condition =
    'tokenHash' in where
      ? sql`l.token_hash = ${where.tokenHash}`
      : sql`l.id = ${where.id} AND l.community_id = ${where.communityId}`;
  const result = await db.execute<LinkRecord>(
    sql`SELECT ${linkColumns} FROM impact_links l ${linkJoins} WHERE ${condition}`,
  );
  return result.rows[0] ? toLinkRow(result.rows[0]) : null;
}

export async function listImpactLinks(
  db: DbOrTx,
  communityId: string,
  limit: number,
): Promise<ImpactLinkRow[]> {
  const result = await db.execute<LinkRecord>(sql`
    SELECT ${linkColumns} FROM impact_links l ${linkJoins}
    WHERE l.community_id = ${communityId} ORDER BY l.created_at DESC, l.id LIMIT ${limit}`);
  return result.rows.map(toLinkRow);
}

/** Revokes a link once; answers false when it was revoked before. */
export async function revokeImpactLinkRow(
  db: DbOrTx,
  link: { id: string; by: string; at: Date },
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE impact_links SET revoked_at = ${link.at}, revoked_by = ${link.by}
    WHERE id = ${link.id} AND revoked_at IS NULL RETURNING id`);
  return result.rows.length > 0;
}

export async function findCommunityLabel(
  db: DbOrTx,
  communityId: string,
): Promise<{ slug: string; name: string } | null> {
  const result = await db.execute<{ slug: string; name: string }>(
    sql`SELECT slug, name FROM communities WHERE id = ${communityId} AND archived_at IS NULL`,
  );
  return result.rows[0] ?? null;
}
