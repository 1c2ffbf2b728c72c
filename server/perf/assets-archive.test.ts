import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveBuildAssets } from './assets-archive';
import { registerBuiltFiles } from './static-files';

const DAY_MS = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built client folder with the given hashed assets. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}

function archive(): string {
  const dir = mkdtempSync(join(tmpdir(), 'archive-'));
  dirs.push(dir);
  return dir;
}

describe('the shared assets archive (rolling deploys)', () => {
  it("serves build N's asset from an instance of build N+1, and N+1's own first", async () => {
    const shared = archive();
    const buildN = build({ 'index-aaaa1111.js': 'build N', 'shared-cccc3333.js': 'shared' });
    const buildN1 = build({ 'index-bbbb2222.js': 'build N+1', 'shared-cccc3333.js': 'shared' });
    expect(archiveBuildAssets({ assetsDir: join(buildN, 'assets'), archiveDir: shared, retentionDays: 14 })).toEqual({ copied: 2, kept: 0, removed: 0 });
    expect(archiveBuildAssets({ assetsDir: join(buildN1, 'assets'), archiveDir: shared, retentionDays: 14 })).toEqual({ copied: 1, kept: 1, removed: 0 });
    const app = new Hono();
    registerBuiltFiles(app, buildN1, { assetsArchiveDir: shared });
    const old = await app.request('/assets/index-aaaa1111.js');
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await old.text()).toBe('build N');
    expect(await (await app.request('/assets/index-bbbb2222.js')).text()).toBe('build N+1');
    expect((await app.request('/assets/never-built-dddd4444.js')).status).toBe(404);
    // No way out of the archive folder.
    expect((await app.request('/assets/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('without an archive, another build’s asset is a 404 (what a rolling deploy strands)', async () => {
    const app = new Hono();
    registerBuiltFiles(app, build({ 'index-bbbb2222.js': 'build N+1' }));
    expect((await app.request('/assets/index-aaaa1111.js')).status).toBe(404);
  });

  it('removes files no running build touched for the retention, keeps the running build’s', () => {
    const shared = archive();
    const now = Date.now();
    const buildN1 = build({ 'index-bbbb2222.js': 'build N+1' });
    writeFileSync(join(shared, 'index-old00000.js'), 'long gone build');
    writeFileSync(join(shared, 'index-aaaa1111.js'), 'recent build');
    writeFileSync(join(shared, 'index-bbbb2222.js'), 'build N+1');
    const longAgo = (now - 20 * DAY_MS) / 1000;
    utimesSync(join(shared, 'index-old00000.js'), longAgo, longAgo);
    utimesSync(join(shared, 'index-bbbb2222.js'), longAgo, longAgo);
    const result = archiveBuildAssets({ assetsDir: join(buildN1, 'assets'), archiveDir: shared, retentionDays: 14, now });
    expect(result).toEqual({ copied: 0, kept: 1, removed: 1 });
    expect(readdirSync(shared).sort()).toEqual(['index-aaaa1111.js', 'index-bbbb2222.js']);
    expect(existsSync(join(shared, 'index-old00000.js'))).toBe(false);
  });
});
