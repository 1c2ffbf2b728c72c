import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Rolling deploys (docs/deployment.md, "Rolling deploys"): while instances of build N+1 replace
 * those of build N, pages of build N (in a CDN, in an open tab) still ask for build N's hashed
 * `/assets/*`. Every instance copies its own build's assets into one folder all instances share
 * (ASSETS_ARCHIVE_DIR) at start-up and answers an asset its build lacks from there. Hashed names
 * never change content, so files of different builds live side by side; a file no running build
 * has touched for ASSETS_ARCHIVE_DAYS is removed by the next instance that starts.
 */
export interface ArchiveResult {
  copied: number;
  kept: number;
  removed: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function archiveBuildAssets(options: { assetsDir: string; archiveDir: string; retentionDays: number; now?: number }): ArchiveResult {
  const now = options.now ?? Date.now();
  mkdirSync(options.archiveDir, { recursive: true });
  const own = existsSync(options.assetsDir) ? readdirSync(options.assetsDir) : [];
  let copied = 0;
  for (const name of own) {
    const target = join(options.archiveDir, name);
    if (existsSync(target)) {
      // Still in use by a running build: its retention starts again now.
      utimesSync(target, now / 1000, now / 1000);
      continue;
    }
    // Copied under a name no reader asks for, then renamed: another instance never serves half a file.
    const partial = `${target}.${process.pid}.partial`;
    copyFileSync(join(options.assetsDir, name), partial);
    utimesSync(partial, now / 1000, now / 1000);
    renameSync(partial, target);
    copied += 1;
  }
  let removed = 0;
  const ownNames = new Set(own);
  for (const name of readdirSync(options.archiveDir)) {
    if (ownNames.has(name)) continue;
    const file = join(options.archiveDir, name);
    // Another instance starting beside this one may have renamed its partial copy since the listing.
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) continue;
    const stale = now - stat.mtimeMs > (name.endsWith('.partial') ? DAY_MS : options.retentionDays * DAY_MS);
    if (!stale) continue;
    rmSync(file, { force: true });
    removed += 1;
  }
  return { copied, kept: own.length - copied, removed };
}
