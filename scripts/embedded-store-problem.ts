import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** PGlite allows one process per data directory; a running site holds it (postmaster.pid). */
export function embeddedStoreProblem(dataDir: string, force: boolean, command = 'npm run leads'): string | undefined {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    return `No embedded database in ${dir} (DATA_DIR). Point DATA_DIR at the site's data directory, or set DATABASE_URL.`;
  }
  if (existsSync(join(dir, 'postmaster.pid')) && !force) {
    return [
      `The embedded database in ${dir} is in use by a running site: PGlite lets only one process open a data directory, and two would corrupt it.`,
      `Stop the site first (Ctrl+C or SIGTERM; it closes the database cleanly), then run ${command} again.`,
      `To read the database while the site runs, run the site on PostgreSQL (DATABASE_URL) and give ${command} the same DATABASE_URL.`,
      'If no site is running (it was killed and left its lock behind), add --force.',
    ].join('\n');
  }
  return undefined;
}
