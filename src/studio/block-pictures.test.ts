import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../blocks/registry';
import { pictureOf } from './block-picture';

describe("the catalogue's block pictures", () => {
  it('has a picture of every registered block, and none of a block that is gone (npm run studio:pictures)', () => {
    const files = readdirSync('src/studio/block-pictures').filter((name) => name.endsWith('.jpg'));
    expect(files.map((name) => name.replace(/\.jpg$/, '')).sort()).toEqual([...blockRegistry.types()].sort());
    for (const type of blockRegistry.types()) expect(pictureOf(type), type).toMatch(/block-pictures\/[a-z0-9-]+\.jpg/);
    // Small enough to list all of them: each a 320×180 JPEG.
    for (const name of files) expect(statSync(`src/studio/block-pictures/${name}`).size, name).toBeLessThan(20_000);
  });
});
