import { openDatabase, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { parseEnv } from '../server/env';

/**
 * The site's database for the studio's commands: DATABASE_URL, else the PGlite folder DATA_DIR.
 * PGlite allows one process per folder: stop the site first, or share PostgreSQL (docs/studio.md).
 */
export async function openStudioDatabase(): Promise<Database> {
  const env = parseEnv();
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrate(db);
  return db;
}

/** The page-configs/ folder the requests apply to (STUDIO_CONFIG_DIR, as the server reads it). */
export const studioConfigDir = () => process.env.STUDIO_CONFIG_DIR ?? 'page-configs';
