import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPglite, type Database } from './database';
import { applyPendingMigrations, migrate, migrations } from './migrate';
import { parseRows } from './rows';

const recorded = async (db: Database) => parseRows(z.object({ name: z.string() }), await db.query('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);

describe('migrations', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('each has a number of its own, in order', () => {
    const numbers = migrations.map((migration) => migration.name.slice(0, 3));
    expect(numbers.every((number) => /^\d{3}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('a database that ran shared-instance-state as 007 does not run it again as 009, and keeps both names', async () => {
    db = await openPglite('memory://');
    // The database as the releases before the renumbering left it.
    const asBefore = migrations.map((migration) => (migration.name === '009-shared-instance-state.sql' ? { ...migration, name: '007-shared-instance-state.sql' } : migration));
    await applyPendingMigrations(db, asBefore);
    expect(await migrate(db)).toEqual([]);
    // Both names: an instance of an older release started on it (a rollback) finds its own name too.
    expect(await recorded(db)).toEqual([...migrations.map((migration) => migration.name), '007-shared-instance-state.sql'].sort());
    expect(await migrate(db)).toEqual([]);
  });

  it('a new database runs every migration once, under its current name', async () => {
    db = await openPglite('memory://');
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.name));
    expect(await recorded(db)).toEqual(migrations.map((migration) => migration.name));
    expect(await migrate(db)).toEqual([]);
  });
});
