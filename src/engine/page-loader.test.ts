import { describe, expect, it } from 'vitest';
import { createBlockRegistry } from './block-registry';
import type { ContentReader } from './block';
import type { PageConfig } from './page-config-schema';
import { loadPage, type PageLoaderServices } from './page-loader';
import type { MetaResult, PageHead } from './page-meta';

const notFoundHead: PageHead = { title: 'Page not found', description: '', keywords: '', image: undefined, canonicalPath: '', jsonLd: [] };
const page: PageConfig = { path: '/country/:id/', layout: 'standard', sitemap: true, meta: { title: 'Country', source: 'fake' }, sections: [] };

function services(meta: MetaResult, calls: string[] = []): PageLoaderServices {
  const read: ContentReader = async (call) => {
    calls.push(call);
    return null;
  };
  return { registry: createBlockRegistry({}), metaSources: { fake: async () => async () => meta }, read, report: () => undefined, notFoundHead };
}

const load = (path: string, meta: MetaResult = {}) =>
  loadPage({ request: new Request(`http://site.invalid${path}`), params: { id: path.split('/')[2] ?? '' }, page, services: services(meta) });

/** React Router's `data(value, { status })`: its value and status (the class is not exported). */
function withStatus(value: unknown): { data: unknown; status: unknown } {
  if (typeof value !== 'object' || value === null || !('data' in value) || !('init' in value)) throw new Error('not data() with a status');
  const init: unknown = value.init;
  return { data: value.data, status: typeof init === 'object' && init !== null && 'status' in init ? init.status : undefined };
}

/** A thrown redirect's status and target. */
async function redirectOf(loading: Promise<unknown>) {
  const thrown: unknown = await loading.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error('the loader did not redirect');
  return { status: thrown.status, location: thrown.headers.get('location') };
}

describe('the page loader, the same on the server and in the browser', () => {
  it('moves a path with upper-case letters or without its slash to its canonical form, query kept (301)', async () => {
    expect(await redirectOf(load('/Country/Kenya/?a=B'))).toEqual({ status: 301, location: '/country/kenya/?a=B' });
    expect(await redirectOf(load('/country/kenya'))).toEqual({ status: 301, location: '/country/kenya/' });
  });

  it("follows the meta source: its redirect is a 302, its notFound the 404 page's data with status 404", async () => {
    expect(await redirectOf(load('/country/1/', { redirect: '/country/kenya/' }))).toEqual({ status: 302, location: '/country/kenya/' });
    const missing = withStatus(await load('/country/atlantis/', { notFound: true }));
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ notFound: true, page: { path: '/country/:id/' }, head: { title: 'Page not found', canonicalPath: '' } });
  });

  it('gives a found page its sections and head, canonical path filled in', async () => {
    const found = await load('/country/kenya/', { title: 'Kenya' });
    expect(found).toMatchObject({ notFound: false, params: { id: 'kenya' }, head: { title: 'Kenya', canonicalPath: '/country/kenya/' } });
  });

  it('answers 404 for a path whose escapes do not decode, before any redirect', async () => {
    expect(withStatus(await load('/country/%E0%A4%A/')).status).toBe(404);
  });
});
