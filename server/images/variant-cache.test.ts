import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createVariantCache } from './variant-cache';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'variant-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('variant cache', () => {
  it('makes a variant once under concurrent requests, and answers later ones from disk', async () => {
    const dir = tempDir();
    const cache = await createVariantCache({ dir, maxBytes: 1_000_000 });
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('variant bytes');
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.get('k1', make)));
    expect(made).toBe(1);
    expect(answers.map((b) => b.toString())).toEqual(Array(8).fill('variant bytes'));
    expect(readdirSync(dir)).toEqual(['k1.bin']);

    const reopened = await createVariantCache({ dir, maxBytes: 1_000_000 });
    expect((await reopened.get('k1', make)).toString()).toBe('variant bytes');
    expect(made).toBe(1);
  });

  it('keeps within its bound by removing the least recently used variants', async () => {
    const dir = tempDir();
    const cache = await createVariantCache({ dir, maxBytes: 1000 });
    const bytes = (n: number) => async () => Buffer.alloc(n, 1);
    await cache.get('a', bytes(400));
    await cache.get('b', bytes(400));
    await cache.get('a', bytes(400)); // a used again: b is now the oldest
    await cache.get('c', bytes(400));
    expect(cache.size()).toBeLessThanOrEqual(900);
    expect(existsSync(join(dir, 'b.bin'))).toBe(false);
    expect(existsSync(join(dir, 'a.bin'))).toBe(true);
    expect(existsSync(join(dir, 'c.bin'))).toBe(true);
  });

  it('does not keep a failed make: the next request tries again', async () => {
    const cache = await createVariantCache({ dir: tempDir(), maxBytes: 1000 });
    await expect(cache.get('x', () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect((await cache.get('x', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });
});
