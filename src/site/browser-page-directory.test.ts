// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageConfigs } from './page-configs';

// A fresh directory per test: what one test loaded must not be loaded already in the next.
const freshDirectory = async () => (await import('./browser-page-directory')).browserPageDirectory;
beforeEach(() => {
  vi.resetModules();
});

describe('browser page directory', () => {
  it('routes every configured path, the parametrised ones with their params', async () => {
    const directory = await freshDirectory();
    for (const page of pageConfigs) {
      const concrete = page.path.replace(/:[^/]+/g, 'kenya');
      expect(directory.find(concrete), page.path).not.toBeNull();
    }
    expect(directory.find('/no/such/page/')).toBeNull();
  });

  it('hands out the config only once its chunk has loaded, then at once', async () => {
    const directory = await freshDirectory();
    const first = directory.find('/country/kenya/');
    expect(first && 'loading' in first).toBe(true);
    const page = await directory.preload('/country/kenya/');
    expect(page?.path).toBe('/country/:id/');
    const again = directory.find('/country/kenya/');
    expect(again && 'page' in again ? again.page.path : null).toBe('/country/:id/');
    expect(again?.params).toEqual({ id: 'kenya' });
  });

  it('gives the same promise to every render while a chunk loads (React use() needs one)', async () => {
    const directory = await freshDirectory();
    const a = directory.find('/blog/');
    const b = directory.find('/blog/');
    expect(a && 'loading' in a && b && 'loading' in b && a.loading === b.loading).toBe(true);
  });
});
