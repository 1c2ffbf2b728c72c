import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server';
import { createEmbeddedSource } from '../content-source/embedded-source';
import { createLimitsStore } from '../limits/limits-store';
import { applyChangeRequest } from '../studio/apply-request';
import { createChangeRequests } from '../studio/change-requests';
import { createPageConfigFiles, sha256 } from '../studio/page-config-files';
import { createSessionStore } from '../studio/sessions';
import { openPostgres, type Database } from './database';
import { migrate, migrations } from './migrate';
import { prepareDatabase } from './prepare-database';
import { seedIfEmpty } from './seed-store';

describe('the embedded store on a real PostgreSQL (DATABASE_URL)', () => {
  let server: PostgresServer;
  let db: Database;
  /** A second instance's connection pool on the same database. */
  let other: Database;

  beforeAll(async () => {
    server = await startPostgres();
    db = await openPostgres(server.url);
    other = await openPostgres(server.url);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await other?.close();
    server?.stop();
  });

  it('two instances starting together on an empty database: one migrates and seeds, under the lock', async () => {
    const [first, second] = await Promise.all([prepareDatabase(db), prepareDatabase(other)]);
    expect([first.migrations.length, second.migrations.length].sort()).toEqual([0, migrations.length]);
    expect([first.seeded, second.seeded].sort((a, b) => a - b)[0]).toBe(0);
    expect(first.seeded + second.seeded).toBeGreaterThan(50);
    expect(await migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBe(0);
    const answer = await createEmbeddedSource(db).answer('pages/get', { pageId: 2 });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain('motto');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO content_documents (call, doc_key, body) VALUES ('pages/get', 'rollback-test', '{}')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.query("SELECT 1 FROM content_documents WHERE doc_key = 'rollback-test'");
    expect(rows.rows).toHaveLength(0);
  });

  it('runs a migration whole: a function body with semicolons inside', async () => {
    const ran = await migrate(db, [
      {
        name: '900-test-function.sql',
        sql: `CREATE FUNCTION test_two() RETURNS int AS $$
  BEGIN
    RETURN 2;
  END;
$$ LANGUAGE plpgsql;
CREATE TABLE test_after_function (n int);
INSERT INTO test_after_function VALUES (test_two());`,
      },
    ]);
    expect(ran).toEqual(['900-test-function.sql']);
    expect((await db.query('SELECT n FROM test_after_function')).rows).toEqual([{ n: 2 }]);
  });

  it('counts one rate limit across instances, atomically: 10 of 150 concurrent hits allowed', async () => {
    const limit = { max: 10, windowSeconds: 600 };
    const a = createLimitsStore(db).counter('form', limit);
    const b = createLimitsStore(other).counter('form', limit);
    expect(createLimitsStore(db).kind).toBe('postgres');
    const checks = await Promise.all(Array.from({ length: 150 }, (_, i) => (i % 2 ? a : b).hit('enquiry\n203.0.113.7')));
    expect(checks.filter((check) => check.allowed)).toHaveLength(10);
    expect(Math.min(...checks.filter((check) => !check.allowed).map((check) => check.retryAfterSeconds))).toBeGreaterThan(590);
    expect((await a.hit('enquiry\n203.0.113.8')).allowed).toBe(true);
  });

  it('keeps a studio session valid on another instance and after a restart', async () => {
    const token = await createSessionStore(db).create('ann', 'editor');
    expect(await createSessionStore(other).find(token)).toMatchObject({ name: 'ann', role: 'editor' });
    const restarted = await openPostgres(server.url);
    expect(await createSessionStore(restarted).find(token)).toMatchObject({ name: 'ann' });
    await createSessionStore(restarted).remove(token);
    await restarted.close();
    expect(await createSessionStore(db).find(token)).toBeUndefined();
  });

  it('two instances applying two requests made from one file at once: one writes, the other finds the file changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-apply-pg-'));
    try {
      mkdirSync(join(dir, 'pages'));
      const original = '{\n  "path": "/landing-x/",\n  "meta": { "title": "X" }\n}\n';
      writeFileSync(join(dir, 'pages/landing-x.json'), original);
      const file = 'page-configs/pages/landing-x.json';
      const requests = createChangeRequests(db);
      const made = await Promise.all(
        ['Y', 'Z'].map((title) => requests.create({ author: 'ann', configFile: file, baseHash: sha256(original), proposed: { path: '/landing-x/', meta: { title } }, note: '' })),
      );
      const files = createPageConfigFiles(dir);
      const outcomes = await Promise.all(made.map((request, i) => applyChangeRequest({ db: i === 0 ? db : other, files, id: request.id, by: 'dev' })));
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      const winner = outcomes[0]?.ok ? 0 : 1;
      expect(outcomes[1 - winner]).toMatchObject({ ok: false, status: 409, message: expect.stringContaining('changed since') });
      expect(JSON.parse(readFileSync(join(dir, 'pages/landing-x.json'), 'utf8'))).toMatchObject({ meta: { title: winner === 0 ? 'Y' : 'Z' } });
      expect((await requests.find(made[1 - winner]!.id))?.status).toBe('proposed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
