import { z } from 'zod';
import type { Database } from './database';
import { parseRows } from './rows';

/** SQL migrations, applied in file-name order, each once, each in its own transaction. */
const migrationFiles = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

export const migrations = Object.entries(migrationFiles)
  .map(([file, sql]) => ({ name: file.replace('./migrations/', ''), sql }))
  .sort((a, b) => a.name.localeCompare(b.name));

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    parseRows(z.object({ name: z.string() }), await db.query('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1) ON CONFLICT DO NOTHING', [migration.name]);
    });
    ran.push(migration.name);
  }
  return ran;
}

/** Our migrations hold plain statements separated by semicolons at line ends (no functions). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement !== '');
}
