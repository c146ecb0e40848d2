import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** One query type for both engines; PGlite's results have the same `rows` shape as node-postgres. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either, so callers decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** An open database: Drizzle for queries, `exec` for multi-statement SQL (migrations), `close` on shutdown. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  /** Runs `work` on one connection, for session-level state such as advisory locks. */
  withConnection<T>(work: (exec: (sql: string) => Promise<void>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (for /metrics); PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    withConnection: (work) =>
      work(async (sql) => {
        await client.exec(sql);
      }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE) is emitted here; without a
  // listener it would crash the process. The pool discards that client and connects anew on the next query.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool, { schema });
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    withConnection: async (work) => {
      const connection = await pool.connect();
      try {
        return await work(async (sql) => {
          await connection.query(sql);
        });
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
