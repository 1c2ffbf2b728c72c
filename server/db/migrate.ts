import { z } from 'zod';
import type { Database } from './database';
import { parseRows } from './rows';

/** SQL migrations, applied in file-name order, each once, each whole in its own transaction. */
const migrationFiles = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

export interface Migration {
  name: string;
  sql: string;
}

export const migrations: Migration[] = Object.entries(migrationFiles)
  .map(([file, sql]) => ({ name: file.replace('./migrations/', ''), sql }))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Migrations renumbered after they had run somewhere, by current name: the name a database may
 * have recorded them under. Two files were numbered 007; the second became 009.
 */
export const FORMER_NAMES: Readonly<Record<string, string>> = { '009-shared-instance-state.sql': '007-shared-instance-state.sql' };

/** The advisory lock every instance takes before migrating and seeding (any constant; this one spells "travel"). */
export const SCHEMA_LOCK_ID = 0x7472_6176;

/**
 * Runs `work` while holding the schema lock: on PostgreSQL a session-level pg_advisory_lock on a
 * connection of its own, so instances starting together on an empty database migrate one after
 * the other (the second finds nothing left to do); an instance that dies holding it loses its
 * session and with it the lock. PGlite is one process: nothing to take.
 */
export async function underSchemaLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (!db.pgPool) return work();
  const client = await db.pgPool.connect();
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost = error;
  };
  client.on('error', onLost);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_ID]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_ID]);
    }
  } finally {
    client.off('error', onLost);
    client.release(lost);
  }
}

/** Applies the migrations not applied yet, under the schema lock; returns their names. */
export function migrate(db: Database, list: readonly Migration[] = migrations): Promise<string[]> {
  return underSchemaLock(db, () => applyPendingMigrations(db, list));
}

/**
 * Without the lock: only for a caller that holds it (prepareDatabase). Each file runs whole (the
 * database parses it, function bodies and all), with its row in schema_migrations, in one transaction.
 */
export async function applyPendingMigrations(db: Database, list: readonly Migration[] = migrations): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    parseRows(z.object({ name: z.string() }), await db.query('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  // Ran under its former name: recorded under its current one too (the former stays, for an
  // instance of an older release started on this database), and not run again.
  for (const migration of list) {
    const former = FORMER_NAMES[migration.name];
    if (former === undefined || applied.has(migration.name) || !applied.has(former)) continue;
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [migration.name]);
    applied.add(migration.name);
  }
  const ran: string[] = [];
  for (const migration of list) {
    if (applied.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    });
    ran.push(migration.name);
  }
  return ran;
}
