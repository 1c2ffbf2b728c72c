import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createLogger } from '../logger';
import { createChangeRequests } from './change-requests';
import { createScreenshotStore, createScreenshotter } from './request-screenshots';
import { openTestDatabase } from '../test-support/test-database';

describe('request screenshots without Chromium', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  it('log a warning and leave the request without pictures', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const request = await createChangeRequests(db).create({ author: 'ann', configFile: 'page-configs/pages/go.json', baseHash: 'x', proposed: {}, note: '' });
    const store = createScreenshotStore(db);
    const shots = createScreenshotter({ store, logger, fetchSite: () => new Response('', { status: 404 }), chromiumPath: '/nonexistent/chromium' });
    shots.enqueue({ requestId: request.id, render: async () => '<!doctype html><title>x</title>' });
    await shots.idle();
    expect(lines.map((line) => JSON.parse(line).msg)).toContain('studio screenshots skipped: Chromium did not start');
    expect(await store.available([request.id])).toEqual(new Map());
  });
});
