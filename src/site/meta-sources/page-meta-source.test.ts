import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReader } from '../../blocks/shared/block-test-utils';
import type { MetaContext } from '../../engine/page-meta';
import { resolvePageId } from '../../engine/page-meta';
import { metaSource } from './page';

afterEach(() => vi.restoreAllMocks());

const byIdRoute = (pageId: string): MetaContext => {
  const page = { path: '/page/:pageId/', layout: 'standard', sitemap: false, meta: { title: 'Default', source: 'page' }, sections: [] };
  return { page, params: { pageId }, pageId: resolvePageId(page, { pageId }) };
};
const regions = { success: true, data: { regions: [] } };
const page2 = { success: true, data: { meta_title: 'Family Travel', meta_description: 'D', meta_keyword: 'K' } };
/** The content source: page 2 exists, any other id is unknown (the reader's null). */
const source = fakeReader({ 'pages/regions': regions, 'pages/get': (body: unknown) => (JSON.stringify(body) === '{"pageId":2}' ? page2 : null) });

describe('page meta source on /page/:pageId/', () => {
  it("gives a known page's meta fields", async () => {
    expect(await metaSource(byIdRoute('2'), source)).toEqual({ title: 'Family Travel', description: 'D', keywords: 'K' });
  });

  it('answers not found for an id that is not a page id, and for one the content source does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await metaSource(byIdRoute('abc'), source)).toEqual({ notFound: true });
    expect(await metaSource(byIdRoute('999'), source)).toEqual({ notFound: true });
    expect(warn).toHaveBeenCalledWith('[page] the content source has no page 999');
  });

  it('is no 404 when the content source answers nothing at all (the sections show their error lines)', async () => {
    await expect(metaSource(byIdRoute('999'), fakeReader({}))).rejects.toThrow();
  });

  it('leaves a page config without a pageId to its defaults', async () => {
    const context: MetaContext = { page: { ...byIdRoute('2').page, path: '/x/' }, params: {}, pageId: undefined };
    expect(await metaSource(context, source)).toEqual({});
  });
});

describe('page meta source on a configured page', () => {
  it('is never a 404 when its content is missing or unreadable (resolveMeta keeps the defaults; the sections show their error lines)', async () => {
    const page = { path: '/go/', pageId: 19, layout: 'standard', sitemap: true, meta: { title: 'Contact', source: 'page' }, sections: [] };
    const context: MetaContext = { page, params: {}, pageId: 19 };
    await expect(metaSource(context, source)).rejects.toThrow('content call "pages/get" failed');
    await expect(metaSource(context, fakeReader({}))).rejects.toThrow('content call "pages/get" failed');
  });
});
