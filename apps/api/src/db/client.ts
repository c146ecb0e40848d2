import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { listenOnPostgres, type ListenHandlers } from './notification-listener.ts';
import { restrictToOwner } from './owner-only-folder.ts';
import * as schema from './schema/index.ts';

/** One query type for both engines; PGlite's results have the same `rows` shape as node-postgres. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either, so callers decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * An open database: Drizzle for queries, `exec` for multi-statement SQL (migrations), `close` on shutdown.
 */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  /** Runs `work` on one connection, for session-level state such as advisory locks. */
  withConnection<T>(work: (exec: (sql: string) => Promise<void>) => Promise<T>): Promise<T>;
  /** The embedded database in a folder only: this process's exclusive hold on it (ADR 53). */
  dataDirLock?: DataDirLock;
  /** The embedded database only: a consistent copy of its folder as a gzipped tarball. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
  /**
   * Hears NOTIFYs on `channel` from every connection and process (PostgreSQL: one dedicated connection that
   * reconnects; PGlite: in-process, after commit). Answers how to stop listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Connections of the PostgreSQL pool (for /metrics); PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/**
 * Limits on PostgreSQL work, in milliseconds (ADR 0051); the embedded database runs in-process and has none.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /** One statement; the server cancels it, and the client gives up a little later if the server is frozen. */
  statementMs: number;
  /** A transaction left open and idle; the server ends its session and releases its locks. */
  idleInTransactionMs: number;
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
  /** PGlite only: start from this copy of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.timeouts);
  return openPglite(options.dataDir, options.loadDataDir);
}

/** How the server and the operator commands open the configured database. */
export function configuredDatabase(config: Config) {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const isFolder = dataDir !== 'memory://';
  // Owner-only before and after PGlite opens it: a folder made world-readable earlier is closed first, and
  // the files PGlite creates 0666 on a first start are then narrowed (ADR 76).
  if (isFolder) restrictToOwner(dataDir);
  // One process per folder: PGlite has no locking of its own, and two writers corrupt it.
  const dataDirLock = isFolder ? acquireDataDirLock(dataDir) : undefined;
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  }).catch((error: unknown) => {
    dataDirLock?.release();
    throw error;
  });
  if (isFolder) restrictToOwner(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ...(dataDirLock ? { dataDirLock } : {}),
    dumpDataDir: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
    exec: async (sql) => {
      await client.exec(sql);
    },
    withConnection: (work) =>
      work(async (sql) => {
        await client.exec(sql);
      }),
    close: async () => {
      await client.close();
      dataDirLock?.release();
    },
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onResumed();
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

async function openPostgres(url: string, poolSize: number, timeouts?: DatabaseTimeouts): Promise<Database> {
  const limits = timeouts
    ? {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        // A frozen server cancels nothing; the client stops waiting soon after the server should have.
        query_timeout: timeouts.statementMs + 2_000,
        keepAlive: true,
      }
    : {};
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...limits });
  // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE) is emitted here; without a
  // listener it would crash the process. The pool discards that client and connects anew on the next query.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // A borrowed client (inside a transaction, between two statements) has no listener from the pool: a
    // restart's "terminating connection" would crash the process. Its next statement fails instead (503).
    client.on('error', () => undefined);
    if (timeouts) dropConnectionOnReadTimeout(client);
  });
  // No probe: the server starts (and says it is not ready) while the database is down, and
  // retries (ADR 0051).
  const db = drizzlePostgres(pool, { schema });
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    // Its own connection without statement limits: migrations may run long, and others wait on their lock.
    withConnection: async (work) => {
      const connection = new pg.Client({
        connectionString: url,
        ...(timeouts ? { connectionTimeoutMillis: timeouts.connectMs, keepAlive: true } : {}),
      });
      connection.on('error', () => undefined);
      await connection.connect();
      try {
        return await work(async (sql) => {
          await connection.query(sql);
        });
      } finally {
        await connection.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) =>
      listenOnPostgres(url, channel, handlers, timeouts ? { connectTimeoutMs: timeouts.connectMs } : {}),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * A query a frozen server never answered leaves its connection busy, and everything queued behind it (the
 * transaction's ROLLBACK, the next borrower's queries) would wait too; closing it lets the pool start afresh.
 */
function dropConnectionOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          client.connection.stream.destroy();
      });
    }
    return result;
  }) as typeof client.query;
}
