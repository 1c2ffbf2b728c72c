import { openPglite, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed-store';

type Kind = 'migrated' | 'seeded';
const images = new Map<Kind, Promise<Blob>>();

/** The files of a new in-memory database, migrated (and seeded), made once per test worker. */
function image(kind: Kind): Promise<Blob> {
  let made = images.get(kind);
  if (!made) {
    made = (async () => {
      const db = await openPglite('memory://');
      try {
        await migrate(db);
        if (kind === 'seeded') await seedIfEmpty(db);
        return await db.dumpDataDir();
      } finally {
        await db.close();
      }
    })();
    images.set(kind, made);
  }
  return made;
}

/**
 * A test's own in-memory database, migrated, and with the demo content when `seeded`. Creating a
 * PGlite database costs about 2 s of CPU (its initdb): a worker creates each kind once, and each
 * test opens a copy of those files (about 0.4 s), the database it would have made itself.
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<Database> {
  return openPglite('memory://', { loadDataDir: await image(options.seeded ? 'seeded' : 'migrated') });
}
