import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createEmbeddedSource } from './embedded-source';
import { openTestDatabase } from '../test-support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
});
afterAll(() => db.close());

// Page 2's stored answer replaced by one that carries only a marker.
const setTitle = async (title: string) => {
  await db.query(`UPDATE content_documents SET body = $1::jsonb WHERE call = 'pages/get' AND doc_key = '2'`, [JSON.stringify({ success: true, data: { title } })]);
};
const bumpVersion = () => db.query('UPDATE content_version SET version = version + 1 WHERE id = 1');
const titleOf = (answer: { body: unknown }) => JSON.stringify(answer.body).match(/"title":"([^"]*)"/)?.[1];

describe('embedded content source', () => {
  it('keeps documents per content version and reads them again after the version changes', async () => {
    const source = createEmbeddedSource(db, { versionTtlMs: 0 });
    await setTitle('First title');
    await bumpVersion();
    expect(titleOf(await source.answer('pages/get', { pageId: 2 }))).toBe('First title');

    // Changed without a new version: the kept document is served.
    await setTitle('Second title');
    expect(titleOf(await source.answer('pages/get', { pageId: 2 }))).toBe('First title');

    await bumpVersion();
    expect(titleOf(await source.answer('pages/get', { pageId: 2 }))).toBe('Second title');
  });

  it('trusts a read version for versionTtlMs, then reads it again', async () => {
    const source = createEmbeddedSource(db, { versionTtlMs: 60_000 });
    const before = await source.version();
    await bumpVersion();
    expect(await source.version()).toBe(before);
    expect(await createEmbeddedSource(db, { versionTtlMs: 0 }).version()).toBe(String(Number(before) + 1));
  });

  it('answers 404 with the contract body for an unknown key, and does not keep it', async () => {
    const source = createEmbeddedSource(db, { versionTtlMs: 60_000 });
    expect(await source.answer('pages/get', { pageId: 999 })).toEqual({ status: 404, body: { success: false, message: 'No data found', data: null } });
    await db.query(`INSERT INTO content_documents (call, doc_key, body) VALUES ('pages/get', '999', '{"success":true,"data":{"title":"Late"}}')`);
    expect(titleOf(await source.answer('pages/get', { pageId: 999 }))).toBe('Late');
  });
});
