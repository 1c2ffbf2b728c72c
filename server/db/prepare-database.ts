import type { Database } from './database';
import { applyPendingMigrations, underSchemaLock } from './migrate';
import { seedIfEmpty } from './seed-store';

/**
 * Start-up: migrations, then the demo content into an empty store, both under one schema lock,
 * so of several instances starting together on an empty database exactly one migrates and seeds.
 */
export function prepareDatabase(db: Database): Promise<{ migrations: string[]; seeded: number }> {
  return underSchemaLock(db, async () => {
    const ran = await applyPendingMigrations(db);
    const seeded = await seedIfEmpty(db);
    return { migrations: ran, seeded };
  });
}
