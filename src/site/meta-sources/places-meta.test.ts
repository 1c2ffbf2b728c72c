import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReader } from '../../blocks/shared/block-test-utils';
import type { MetaContext } from '../../engine/page-meta';
import { placeAnswers } from '../../../tests/fixtures/places';
import { metaSource as countryMeta } from './country';
import { metaSource as monthMeta } from './month-detail';

const context = (path: string, params: Record<string, string>): MetaContext => ({
  page: { path, layout: 'standard', sitemap: true, meta: { title: 'Default' }, sections: [] },
  params,
  pageId: undefined,
});

afterEach(() => vi.restoreAllMocks());

describe('month-detail meta source', () => {
  it("gives the month's meta fields", async () => {
    const meta = await monthMeta(context('/monthly/:slug/', { slug: 'january' }), fakeReader(placeAnswers));
    expect(meta).toEqual({
      title: 'Where to Travel in January | Travel N Relax',
      description: 'January ideas.',
      keywords: 'travel in January',
      image: '/images/demo/month-01.svg',
    });
  });

  it('answers not found and logs a warning when no month has the slug', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const meta = await monthMeta(context('/monthly/:slug/', { slug: 'no-such-month' }), fakeReader(placeAnswers));
    expect(meta).toEqual({ notFound: true });
    expect(warn).toHaveBeenCalledWith('[month] no month matches the slug "no-such-month"');
  });
});

describe('country meta source', () => {
  it("gives the country's meta fields for its slug", async () => {
    const meta = await countryMeta(context('/country/:id/', { id: 'kenya' }), fakeReader(placeAnswers));
    expect(meta).toEqual({
      title: 'Kenya Vacations | Travel N Relax',
      description: 'Kenya is where safari began.',
      keywords: 'Kenya safari',
      image: '/images/demo/kenya-banner.svg',
    });
  });

  it('moves a numeric id to the slug path', async () => {
    expect(await countryMeta(context('/country/:id/', { id: '1' }), fakeReader(placeAnswers))).toEqual({
      redirect: '/country/kenya/',
    });
  });

  it('answers not found for a value that names no destination, a slug or an id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await countryMeta(context('/country/:id/', { id: 'atlantis' }), fakeReader(placeAnswers))).toEqual({
      notFound: true,
    });
    expect(warn).toHaveBeenCalledWith('[country] Destination not found: "atlantis"');
    expect(await countryMeta(context('/country/:id/', { id: '999' }), fakeReader(placeAnswers))).toEqual({ notFound: true });
  });
});
