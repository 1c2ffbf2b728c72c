import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonBlockTypes, sharedModuleTest } from './shared-chunk';

describe('the shared chunk', () => {
  const isShared = sharedModuleTest(['hero-banner']);

  it('takes the small zod-free helpers blocks share and the components of common blocks', () => {
    for (const id of [
      '/p/src/lib/dates.ts',
      '/p/src/blocks/shared/status-message.tsx',
      '/p/src/content/contract/image-url.ts',
      '/p/src/blocks/hero-banner/hero-banner.tsx',
    ]) {
      expect(isShared(id), id).toBe(true);
    }
  });

  it("leaves out what reaches zod (a block's index and schema among them) and uncommon blocks", () => {
    for (const id of [
      '/p/src/lib/zod-browser.ts',
      '/p/src/blocks/shared/blog-content.ts',
      '/p/src/blocks/shared/place-details.ts',
      '/p/src/blocks/shared/message-props.ts',
      '/p/src/content/contract/fields.ts',
      '/p/src/blocks/hero-banner/index.ts',
      '/p/src/blocks/hero-banner/schema.ts',
      '/p/src/blocks/motto/motto.tsx',
    ]) {
      expect(isShared(id), id).toBe(false);
    }
  });

  it('counts a block type as common when a third of the page configs use it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    const page = (...types: string[]) => JSON.stringify({ sections: types.map((type, i) => ({ id: `s${i}`, type })) });
    writeFileSync(join(dir, 'a.json'), page('hero-banner', 'motto', 'motto'));
    writeFileSync(join(dir, 'b.json'), page('hero-banner'));
    writeFileSync(join(dir, 'c.json'), page('lead-form'));
    writeFileSync(join(dir, 'd.json'), page('planning'));
    writeFileSync(join(dir, 'e.json'), page('hero-banner', 'planning'));
    writeFileSync(join(dir, 'f.json'), page('where-to'));
    expect(commonBlockTypes(dir)).toEqual(['hero-banner', 'planning']);
  });
});
