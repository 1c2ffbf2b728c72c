import { describe, expect, it } from 'vitest';
import { fileNameFor, scaffoldPage } from './page-scaffold';

const familyTravel = {
  file: 'page-configs/pages/family-travel.json',
  text: JSON.stringify({
    $schema: '../page-config.schema.json',
    path: '/family-travel/',
    pageId: 2,
    meta: { source: 'page', title: 'Family Travel' },
    sections: [
      { id: 'banner', type: 'hero-banner' },
      { id: 'motto', type: 'motto', props: { parallax: 0.2 } },
      { id: 'second-motto', type: 'motto', pageId: 3 },
    ],
  }),
};
const nothingExists = () => false;

describe('new:page scaffold', () => {
  it('copies the page with the new path and fresh <type>-<n> section ids, keeping props and pageIds', () => {
    const result = scaffoldPage({ path: '/landing-ski/', like: '/family-travel/' }, [familyTravel], nothingExists);
    expect(result.ok && result.file).toBe('page-configs/pages/landing-ski.json');
    const config = result.ok ? JSON.parse(result.text) : undefined;
    expect(config).toMatchObject({ $schema: '../page-config.schema.json', path: '/landing-ski/', pageId: 2, meta: { title: 'Family Travel' } });
    expect(config.sections).toEqual([
      { id: 'hero-banner-1', type: 'hero-banner' },
      { id: 'motto-1', type: 'motto', props: { parallax: 0.2 } },
      { id: 'motto-2', type: 'motto', pageId: 3 },
    ]);
  });

  it('refuses to overwrite a file or take a path another config serves', () => {
    expect(scaffoldPage({ path: '/landing-ski/', like: '/family-travel/' }, [familyTravel], () => true)).toEqual({
      ok: false,
      error: 'page-configs/pages/landing-ski.json already exists; not overwriting it',
      message: 'The address /landing-ski/ is too much like an existing page\'s address: choose another address.',
    });
    expect(scaffoldPage({ path: '/family-travel/', like: '/family-travel/' }, [familyTravel], nothingExists)).toEqual({
      ok: false,
      error: 'page-configs/pages/family-travel.json already serves /family-travel/; not overwriting it',
      message: 'The page /family-travel/ already exists: choose another address, or edit that page from the list.',
    });
  });

  it('names an unknown model page and a path that is no route', () => {
    const unknown = scaffoldPage({ path: '/x/', like: '/nope/' }, [familyTravel], nothingExists);
    expect(unknown).toEqual({
      ok: false,
      error: '--like "/nope/": no page config has that path. Pages: /family-travel/',
      message: 'There is no page at "/nope/" to copy: choose one from the list.',
    });
    const bad = scaffoldPage({ path: '/landing-ski', like: '/family-travel/' }, [familyTravel], nothingExists);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toContain('starts and ends with "/"');
    // A route with a dot would need a file no studio request can open: refused, not a 500 later.
    const dotted = scaffoldPage({ path: '/sitemap.xml/', like: '/family-travel/' }, [familyTravel], () => {
      throw new Error('never asked for a file that is no page config');
    });
    expect(!dotted.ok && dotted.message).toContain('"/sitemap.xml/" is not a page address');
    // The studio's wording names the address, never the CLI's flag or a file.
    expect(!bad.ok && bad.message).toBe(
      '"/landing-ski" is not a page address: an address starts and ends with "/" and uses lower-case letters, digits and "-", e.g. "/landing-ski/".',
    );
  });

  it('derives the file name from the path', () => {
    expect(fileNameFor('/landing-ski/')).toBe('landing-ski.json');
    expect(fileNameFor('/monthly/:slug/')).toBe('monthly-slug.json');
    expect(fileNameFor('/')).toBe('home.json');
  });
});
