// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createBlockRegistry } from '../engine/block-registry';
import { createPageDirectory } from './page-directory';

// A fresh directory per test: what one test loaded must not be loaded already in the next.
const freshDirectory = async () => createPageDirectory(createBlockRegistry({}));

// In tests the chunk's address is the virtual module's id, which the config plugin resolves.
const country = { path: '/country/:id/', module: 'virtual:page-config/country' };

describe('page directory', () => {
  it('knows a route only once it has learned it (no list of every page)', async () => {
    const directory = await freshDirectory();
    expect(directory.knows('/country/:id/')).toBe(false);
    await expect(directory.load('/country/:id/')).rejects.toThrow('no page config has the path /country/:id/');
    directory.learn(country);
    expect(directory.knows('/country/:id/')).toBe(true);
  });

  it('hands out a config only once its chunk has loaded, then at once', async () => {
    const directory = await freshDirectory();
    directory.learn(country);
    expect(directory.loaded('/country/:id/')).toBeUndefined();
    const page = await directory.load('/country/:id/');
    expect(page.path).toBe('/country/:id/');
    expect(page.sections.map((section) => section.type)).toContain('country-overview');
    expect(directory.loaded('/country/:id/')).toBe(page);
  });

  it('downloads each config once, however many routes ask for it at the same time', async () => {
    const directory = await freshDirectory();
    directory.learn({ path: '/blog/', module: 'virtual:page-config/blog' });
    expect(directory.load('/blog/')).toBe(directory.load('/blog/'));
    await expect(directory.load('/no/such/path/')).rejects.toThrow('no page config has the path /no/such/path/');
  });

  it('refuses a module that is not a page config chunk', async () => {
    const directory = await freshDirectory();
    directory.learn({ path: '/odd/', module: 'virtual:block-types' });
    await expect(directory.load('/odd/')).rejects.toThrow("virtual:block-types is not a page config's chunk");
  });
});
