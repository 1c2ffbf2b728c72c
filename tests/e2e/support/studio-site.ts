import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '../../../server/studio/password-hash';
import { copyProject, type TempProject } from '../authoring-temp-project';
import { launchBrowser } from './browser';
import { startSite, type SiteServer } from './site-server';
import type { StudioLogin } from './studio-login';

export interface StudioUser extends StudioLogin {
  role: 'editor' | 'developer';
}

/**
 * One test file's studio: the built site with STUDIO_USERS for `people`, its own data directory,
 * and a temporary copy of the project whose page-configs/ requests are made from and applied to
 * (the repository's files are never touched); and the file's browser. Started before its tests,
 * removed after them.
 */
export function studioSiteForFile(people: readonly StudioUser[]) {
  let project: TempProject | undefined;
  let dataDir: string | undefined;
  let site: SiteServer | undefined;
  let browser: Browser | undefined;
  let users = '';
  const env = () => ({ STUDIO_USERS: users, STUDIO_CONFIG_DIR: join(started(project).dir, 'page-configs') });

  beforeAll(async () => {
    project = copyProject();
    dataDir = mkdtempSync(join(tmpdir(), 'travel-site-studio-'));
    users = (await Promise.all(people.map(async (person) => `${person.name}:${person.role}:${await hashPassword(person.password)}`))).join(',');
    site = await startSite(env(), { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    project?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
    get project() {
      return started(project);
    },
    get dataDir() {
      return started(dataDir);
    },
    /** STUDIO_USERS as the site has it. */
    get users() {
      return users;
    },
    /** Stops the site and starts it again on the same data directory (a new process, the same database). */
    async restart() {
      await started(site).stop();
      site = await startSite(env(), { dataDir: started(dataDir) });
    },
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the studio starts in beforeAll: use it inside tests and hooks');
  return value;
}
