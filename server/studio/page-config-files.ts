import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ConfigFile } from '../../src/engine/config-check';

/**
 * The page config files on disk, named as the config check names them
 * ("page-configs/pages/landing-cruise.json"). `dir` is the project's page-configs/ folder, or
 * STUDIO_CONFIG_DIR (a staging instance's checkout, a test's temporary copy).
 */
export const CONFIG_PREFIX = 'page-configs/';
const PAGE_FILE = /^page-configs\/pages\/[a-z0-9][a-z0-9-]*\.json$/;

export const isPageConfigFile = (file: string) => PAGE_FILE.test(file);

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createPageConfigFiles(dir: string) {
  const root = resolve(dir);
  const diskPath = (file: string) => {
    if (!isPageConfigFile(file) && file !== `${CONFIG_PREFIX}site.json`) throw new Error(`not a page config file: ${file}`);
    return join(root, file.slice(CONFIG_PREFIX.length));
  };
  return {
    dir: root,
    exists: (file: string) => existsSync(diskPath(file)),
    read: (file: string) => readFile(diskPath(file), 'utf8'),
    write: (file: string, text: string) => writeFile(diskPath(file), text),
    /** Every page config and site.json as the check reads them. */
    async all(): Promise<{ pages: ConfigFile[]; site: ConfigFile[] }> {
      const names = (await readdir(join(root, 'pages'))).filter((name) => name.endsWith('.json')).sort();
      const pages = await Promise.all(
        names.map(async (name) => ({ file: `${CONFIG_PREFIX}pages/${name}`, text: await readFile(join(root, 'pages', name), 'utf8') })),
      );
      const site = [{ file: `${CONFIG_PREFIX}site.json`, text: await readFile(join(root, 'site.json'), 'utf8') }];
      return { pages, site };
    },
  };
}
export type PageConfigFiles = ReturnType<typeof createPageConfigFiles>;
