// The value of an hour a community (or the install) gives its impact reports.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberDisplayNameSql, aliasedNameColumns } from '../../db/member-display-name.ts';
import type { ImpactScope } from './impact-scope.repository.ts';

export interface ImpactSettingsRow {
  valuePerHour: number | null;
  currency: string;
  method: string;
  source: string;
  updatedAt: Date;
  updatedById: string | null;
  updatedByName: string | null;
}

const names = memberDisplayNameSql(aliasedNameColumns('u', 'p'));
const scopeKey = (scope: ImpactScope) => (scope.kind === 'install' ? 'install' : scope.communityId);

export async function findImpactSettings(db: DbOrTx, scope: ImpactScope): Promise<ImpactSettingsRow | null> {
  const result = await db.execute<{
    value_per_hour: number | string | null;
    currency: string;
    method: string;
    source: string;
    updated_at: Date | string;
    updated_by: string | null;
    updated_by_name: string | null;
  }>(sql`
    SELECT s.value_per_hour, s.currency, s.method, s.source, s.updated_at, s.updated_by,
      CASE WHEN u.id IS NULL THEN NULL ELSE ${names} END AS updated_by_name
    FROM impact_settings s
    LEFT JOIN users u ON u.id = s.updated_by
    LEFT JOIN profiles p ON p.id = u.id
    WHERE s.scope = ${scopeKey(scope)}
  `);
  const row = result.rows[0];
  if (!row) return null;
  return {
    valuePerHour: row.value_per_hour === null ? null : Number(row.value_per_hour),
    currency: row.currency,
    method: row.method,
    source: row.source,
    updatedAt: row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at),
    updatedById: row.updated_by,
    updatedByName: row.updated_by_name,
  };
}

export async function saveImpactSettings(
  db: DbOrTx,
  scope: ImpactScope,
  settings: { valuePerHour: number | null; currency: string; method: string; source: string },
  by: { memberId: string; at: Date },
): Promise<void> {
  const communityId = scope.kind === 'community' ? scope.communityId : null;
  await db.execute(sql`
    INSERT INTO impact_settings (scope, community_id, value_per_hour, currency, method, source, updated_by,
      updated_at)
    VALUES (${scopeKey(scope)}, ${communityId}, ${settings.valuePerHour}, ${settings.currency},
      ${settings.method}, ${settings.source}, ${by.memberId}, ${by.at})
    ON CONFLICT (scope) DO UPDATE SET value_per_hour = EXCLUDED.value_per_hour, currency = EXCLUDED.currency,
      method = EXCLUDED.method, source = EXCLUDED.source, updated_by = EXCLUDED.updated_by,
      updated_at = EXCLUDED.updated_at
  `);
}
