import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createLogger } from '../logger';

/** Where the pool reports connection trouble: the server's logger; by default JSON lines on stderr (stdout may be an export). */
export type DatabaseWarn = (details: { err: string }, message: string) => void;
const stderrWarn: DatabaseWarn = (details, message) =>
  createLogger('warn', (line) => void process.stderr.write(line)).warn(details, message);

/** The one database interface: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Inside a transaction: parameterised queries, and `exec` for a whole script of statements. */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: the pool itself, for what needs a connection of its own (the migration
   * runner's advisory lock) or a library that takes a pg pool (the shared rate limits).
   */
  pgPool?: pg.Pool;
  /**
   * PostgreSQL only: a second, small pool on the same database for work that must never wait for
   * the pages' connections nor make them wait (the studio's login limits under a guessing flood).
   * Closed with the database.
   */
  separatePool?(max: number): pg.Pool;
}

/** Connections per instance (DATABASE_POOL_MAX): instances x this must stay below PostgreSQL's max_connections. */
export const DEFAULT_POOL_MAX = 10;

/**
 * `dataDir` 'memory://' gives a throw-away in-memory database (tests); `loadDataDir` starts it from
 * a copy of another database's files (`dumpDataDir`) instead of creating an empty one.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  const db = new PGlite(dataDir, { loadDataDir: options.loadDataDir });
  await db.waitReady;
  return {
    kind: 'pglite',
    dumpDataDir: () => db.dumpDataDir('none'),
    query: async (sql, params) => ({ rows: (await db.query(sql, params)).rows }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) => ({ rows: (await tx.query(sql, params)).rows }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close(),
  };
}

export async function openPostgres(
  connectionString: string,
  warn: DatabaseWarn = stderrWarn,
  poolMax: number = DEFAULT_POOL_MAX,
): Promise<Database> {
  const newPool = (max: number) => {
    const created = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
    // A dropped connection must not crash the process; the next query reports the failure.
    created.on('error', (error) => warn({ err: error.message }, 'database: idle client error'));
    return created;
  };
  const pool = newPool(poolMax);
  const separate: pg.Pool[] = [];
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: async (sql, params) => ({ rows: (await pool.query(sql, params)).rows }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      // A checked-out client is ours to watch: PostgreSQL going away mid-transaction (a restart, a
      // failover) emits 'error' on it, which would crash the process without a listener. The
      // failing query reports the error; the broken client is then discarded, not pooled again.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        warn({ err: error.message }, 'database: connection lost during a transaction');
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
          // Without parameters pg uses the simple query protocol: a whole script, function bodies included.
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          warn({ err: String(rollbackError) }, 'database: rollback failed');
        });
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    close: async () => {
      await Promise.all([pool, ...separate].map((each) => each.end()));
    },
    pgPool: pool,
    separatePool(max) {
      const created = newPool(max);
      separate.push(created);
      return created;
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; warn?: DatabaseWarn; poolMax?: number }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.warn, options.poolMax) : openPglite(options.dataDir);
}
