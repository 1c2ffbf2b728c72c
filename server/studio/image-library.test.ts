import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { listImageLibrary } from './image-library';

describe('studio image library', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-images-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the images the content and the configs use first, then the site own files, each once', async () => {
    // The SQL runs on PGlite in tests/e2e/studio-marketer.test.ts (the picker lists the content's images).
    const queries: string[] = [];
    const db: Queryable = {
      query: (sql) => {
        queries.push(sql);
        return Promise.resolve({ rows: [{ src: '/uploads/kenya.jpg' }, { src: '/images/demo/used.svg' }] });
      },
    };
    mkdirSync(join(dir, 'demo'), { recursive: true });
    writeFileSync(join(dir, 'demo', 'ocean-cruise.svg'), '<svg/>');
    writeFileSync(join(dir, 'demo', 'used.svg'), '<svg/>');
    writeFileSync(join(dir, 'demo', 'notes.txt'), 'no');
    const images = await listImageLibrary({ db, configTexts: ['{ "image": "/images/demo/used.svg", "href": "/x/" }'], siteImagesDir: dir });
    expect(images).toEqual([
      { src: '/images/demo/used.svg', source: 'content' },
      { src: '/uploads/kenya.jpg', source: 'content' },
      { src: '/images/demo/ocean-cruise.svg', source: 'site' },
    ]);
    expect(queries).toEqual([expect.stringContaining('FROM content_documents')]);
  });
});
