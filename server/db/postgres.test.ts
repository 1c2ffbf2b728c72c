import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server';
import { createEmbeddedSource } from '../content-source/embedded-source';
import { openPostgres, type Database } from './database';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed-store';

describe('the embedded store on a real PostgreSQL (DATABASE_URL)', () => {
  let server: PostgresServer;
  let db: Database;

  beforeAll(async () => {
    server = await startPostgres();
    db = await openPostgres(server.url);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    server?.stop();
  });

  it('migrates once, seeds an empty store once, and answers content', async () => {
    const first = await migrate(db);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(await migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBeGreaterThan(50);
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
});
