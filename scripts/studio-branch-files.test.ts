import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/database';
import { applyChangeRequest } from '../server/studio/apply-request';
import { createChangeRequests } from '../server/studio/change-requests';
import { sha256 } from '../server/studio/page-config-files';
import { commitMessage } from './studio-apply';
import { createBranchFiles } from './studio-branch-files';
import { openTestDatabase } from '../server/test-support/test-database';

const FILE = 'page-configs/pages/landing-x.json';
const original = `{\n  "path": "/landing-x/",\n  "meta": { "title": "X" },\n  "sections": [\n    { "id": "a", "type": "motto" },\n    { "id": "b", "type": "planning" }\n  ]\n}\n`;
const proposal = { path: '/landing-x/', meta: { title: 'X' }, sections: [{ id: 'b', type: 'planning' }, { id: 'a', type: 'motto' }] };

describe('studio:apply --branch', () => {
  let db: Database;
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

  beforeAll(async () => {
    db = await openTestDatabase();
    repo = mkdtempSync(join(tmpdir(), 'studio-branch-repo-'));
    mkdirSync(join(repo, 'page-configs/pages'), { recursive: true });
    writeFileSync(join(repo, FILE), original);
    writeFileSync(join(repo, 'README.md'), 'site\n');
    git('init', '-q', '-b', 'main');
    git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'add', '.');
    git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'start');
    // The developer's own unfinished work: it must survive the apply untouched.
    writeFileSync(join(repo, 'README.md'), 'site, edited\n');
    process.env.GIT_COMMITTER_NAME = 'Dev';
    process.env.GIT_COMMITTER_EMAIL = 'dev@example.com';
  });
  afterAll(async () => {
    delete process.env.GIT_COMMITTER_NAME;
    delete process.env.GIT_COMMITTER_EMAIL;
    await db?.close();
    rmSync(repo, { recursive: true, force: true });
  });

  it("commits the change on studio/request-<id> with the note and the author, leaving the working tree and branch as they were", async () => {
    const requests = createChangeRequests(db);
    const request = await requests.create({
      author: 'mia',
      authorEmail: 'mia@agency.example',
      configFile: FILE,
      baseHash: sha256(original),
      proposed: proposal,
      note: 'Planning first\nFamilies ask for it.',
      summary: ['Moved "Planning" above "Motto".'],
    });
    const files = createBranchFiles({ configDir: join(repo, 'page-configs'), branch: `studio/request-${request.id}`, message: commitMessage(request), author: { name: 'mia', email: 'mia@agency.example' } });
    const result = await applyChangeRequest({ db, files, id: request.id, by: 'dev' });
    expect(result).toMatchObject({ ok: true });

    const branch = `studio/request-${request.id}`;
    expect(git('log', '-1', '--format=%an <%ae>|%s', branch)).toBe('mia <mia@agency.example>|Planning first');
    expect(git('log', '-1', '--format=%b', branch)).toBe(`Families ask for it.\n\n- Moved "Planning" above "Motto".\n\nStudio change request #${request.id} (${FILE})`);
    expect(git('diff', '--stat', 'main', branch)).toContain('page-configs/pages/landing-x.json | 4 ++--');
    expect(JSON.parse(git('show', `${branch}:${FILE}`))).toMatchObject({ sections: [{ id: 'b' }, { id: 'a' }] });
    // Still on main, the file on disk as it was, the developer's edit still there.
    expect(git('symbolic-ref', '--short', 'HEAD')).toBe('main');
    expect(readFileSync(join(repo, FILE), 'utf8')).toBe(original);
    expect(git('status', '--porcelain')).toBe('M README.md');
    expect(await requests.find(request.id)).toMatchObject({ status: 'applied', decided_by: 'dev' });
  });

  it('refuses when the branch exists already, and leaves the request open', async () => {
    const requests = createChangeRequests(db);
    const request = await requests.create({ author: 'mia', configFile: FILE, baseHash: sha256(original), proposed: proposal, note: '' });
    git('branch', `studio/request-${request.id}`);
    const files = createBranchFiles({ configDir: join(repo, 'page-configs'), branch: `studio/request-${request.id}`, message: commitMessage(request), author: { name: 'mia', email: 'mia@studio.invalid' } });
    await expect(applyChangeRequest({ db, files, id: request.id, by: 'dev' })).rejects.toThrow(`branch studio/request-${request.id} exists already`);
    expect(await requests.find(request.id)).toMatchObject({ status: 'proposed' });
  });
});
