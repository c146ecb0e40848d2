import { is, sql } from 'drizzle-orm';
import { getTableConfig, getViewConfig, PgTable, PgView, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKind } from '../test/database.ts';
import * as schema from './schema/index.ts';

// ADR 1: the SQL migrations are the source of truth and the Drizzle schema mirrors them by hand. This test
// is what notices when the two drift apart: every table and view the schema declares must have exactly the
// migrated database's columns, with the same types and (for tables) the same nullability.

/** Tables the code reaches through SQL only; each is listed so a new table is mirrored or named here. */
const sqlOnlyTables = [
  // Written by community_members' triggers only (migration 0136); Explore reads it to stamp cached totals.
  'community_member_generations',
  'explore_advanced_generation',
  'explore_counts',
  'explore_generation',
  // Read and written by federation-reconciliation.repository.ts in SQL alone (ADR 188).
  'federation_reconciliations',
  'schema_migrations',
];

/** Drizzle's column type names where PostgreSQL's catalogue calls the same type otherwise. */
const catalogueNames: Record<string, string> = {
  bigserial: 'bigint',
  serial: 'integer',
  smallserial: 'smallint',
  timestamp: 'timestamp without time zone',
  'timestamp with time zone': 'timestamp with time zone',
};

function catalogueType(column: PgColumn): string {
  const sqlType = column.getSQLType().replace(/,\s+/g, ',');
  const [, base = sqlType, dimensions = ''] = /^(.*?)((?:\[\])*)$/.exec(sqlType) ?? [];
  return `${catalogueNames[base] ?? base}${dimensions}`;
}

interface ColumnShape {
  type: string;
  notNull: boolean;
}

function describeColumns(columns: Record<string, ColumnShape>, withNullability: boolean): string[] {
  return Object.entries(columns)
    .map(([name, { type, notNull }]) => `${name} ${type}${withNullability && notNull ? ' not null' : ''}`)
    .sort();
}

/** Every table and view of the Drizzle schema, as `name → column → shape`. */
function readDrizzleSchema() {
  const tables = new Map<string, Record<string, ColumnShape>>();
  const views = new Map<string, Record<string, ColumnShape>>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) {
      const config = getTableConfig(value);
      const primaryKeyColumns = new Set(config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name)));
      const columns = Object.fromEntries(
        config.columns.map((column) => [
          column.name,
          { type: catalogueType(column), notNull: column.notNull || primaryKeyColumns.has(column.name) },
        ]),
      );
      tables.set(config.name, columns);
    } else if (is(value, PgView)) {
      const config = getViewConfig(value);
      const columns = Object.fromEntries(
        Object.values(config.selectedFields as Record<string, PgColumn>).map((column) => [
          column.name,
          { type: catalogueType(column), notNull: column.notNull },
        ]),
      );
      views.set(config.name, columns);
    }
  }
  return { tables, views };
}

describe(`the Drizzle schema mirrors the migrated database on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const migrated = new Map<string, { kind: 'table' | 'view'; columns: Record<string, ColumnShape> }>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const result = await database.db.execute<{
      relation: string;
      kind: string;
      column_name: string;
      column_type: string;
      not_null: boolean;
    }>(sql`
      SELECT c.relname AS relation, c.relkind AS kind, a.attname AS column_name,
             format_type(a.atttypid, a.atttypmod) AS column_type, a.attnotnull AS not_null
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v')`);
    for (const row of result.rows) {
      const kind = row.kind === 'v' ? 'view' : 'table';
      const entry = migrated.get(row.relation) ?? { kind, columns: {} };
      entry.columns[row.column_name] = { type: row.column_type, notNull: row.not_null };
      migrated.set(row.relation, entry);
    }
  });
  afterAll(() => database.drop());

  const drizzle = readDrizzleSchema();

  it('declares only tables and views the migrations create', () => {
    const missing = [...drizzle.tables.keys(), ...drizzle.views.keys()].filter((name) => !migrated.has(name));
    expect(missing).toEqual([]);
  });

  it('mirrors every migrated table, or names it as reached through SQL only', () => {
    const migratedTables = [...migrated].filter(([, entry]) => entry.kind === 'table').map(([name]) => name);
    const unmirrored = migratedTables.filter((name) => !drizzle.tables.has(name)).sort();
    expect(unmirrored).toEqual(sqlOnlyTables);
  });

  it.each([...drizzle.tables.keys()].sort())(
    'table %s has the same columns, types and nullability',
    (name) => {
      const inDatabase = migrated.get(name)?.columns ?? {};
      expect(describeColumns(drizzle.tables.get(name)!, true)).toEqual(describeColumns(inDatabase, true));
    },
  );

  // A view's columns are never NOT NULL in the catalogue, so views are compared by name and type.
  it.each([...drizzle.views.keys()].sort())('view %s has the same columns and types', (name) => {
    const inDatabase = migrated.get(name)?.columns ?? {};
    expect(describeColumns(drizzle.views.get(name)!, false)).toEqual(describeColumns(inDatabase, false));
  });
});
