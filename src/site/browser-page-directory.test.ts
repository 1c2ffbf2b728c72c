// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageConfigs } from './page-configs';

// A fresh directory per test: what one test loaded must not be loaded already in the next.
const freshDirectory = async () => (await import('./browser-page-directory')).browserPageDirectory;
beforeEach(() => {
  vi.resetModules();
});

describe('browser page directory', () => {
  it('has a route path for every page config', async () => {
    const directory = await freshDirectory();
    expect(directory.paths().sort()).toEqual(pageConfigs.map((page) => page.path).sort());
  });

  it('hands out a config only once its chunk has loaded, then at once', async () => {
    const directory = await freshDirectory();
    expect(directory.loaded('/country/:id/')).toBeUndefined();
    const page = await directory.load('/country/:id/');
    expect(page.path).toBe('/country/:id/');
    expect(page.sections.map((section) => section.type)).toContain('country-overview');
    expect(directory.loaded('/country/:id/')).toBe(page);
  });

  it('downloads each config once, however many routes ask for it at the same time', async () => {
    const directory = await freshDirectory();
    expect(directory.load('/blog/')).toBe(directory.load('/blog/'));
    await expect(directory.load('/no/such/path/')).rejects.toThrow('no page config has the path /no/such/path/');
  });
});
