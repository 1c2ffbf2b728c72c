import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A site's first start on an empty data directory creates the PGlite database, runs every
 * migration and seeds the demo content: about 3 s of CPU more than opening a database that has
 * all that, on each of the ~60 site starts of a test run. So a test's empty data directory starts
 * as a copy of one directory per build that a real first start of that build made (in
 * `.tmp/site-data/`, shared by Vitest's workers and the fault, experiment and cluster scripts);
 * the site then opens it as it opens its database after any restart, finding nothing to migrate
 * or seed. The first start itself is still exercised: it makes the copy, and fails the run loudly
 * if it fails.
 */
const TEMPLATES = join('.tmp', 'site-data');
/** Templates of other builds left by earlier runs are removed after this long. */
const STALE_MS = 24 * 60 * 60_000;

/** Names a build by its server bundle's files (path, size, modification time). */
function buildId(buildDir: string): string {
  const serverDir = join(buildDir, 'server');
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stats = statSync(path);
      if (stats.isDirectory()) walk(path);
      else hash.update(`${relative(serverDir, path)} ${stats.size} ${stats.mtimeMs}\n`);
    }
  };
  walk(serverDir);
  return hash.digest('hex').slice(0, 16);
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * The prepared data directory of `buildDir`, made on first use by `firstStart` (which starts
 * that build on the empty directory it is given and stops it once it is up). Two processes making
 * it at once each make their own and the first to finish keeps its copy.
 */
export async function dataTemplate(buildDir: string, firstStart: (emptyDir: string) => Promise<void>): Promise<string> {
  const template = join(TEMPLATES, buildId(buildDir));
  if (existsSync(template)) return template;
  mkdirSync(TEMPLATES, { recursive: true });
  const making = mkdtempSync(join(TEMPLATES, 'making-'));
  try {
    await firstStart(making);
    renameSync(making, template);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    // Another process finished the same template first: use it.
    if (!existsSync(template)) throw error;
  }
  removeStaleTemplates(template);
  return template;
}

function removeStaleTemplates(keep: string) {
  for (const name of readdirSync(TEMPLATES)) {
    const path = join(TEMPLATES, name);
    if (path !== keep && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** Fills `dataDir` from `template` when it is empty (a directory a test filled itself is left alone). */
export function fillFromTemplate(dataDir: string, template: string): void {
  if (isEmptyDir(dataDir)) cpSync(template, dataDir, { recursive: true });
}
