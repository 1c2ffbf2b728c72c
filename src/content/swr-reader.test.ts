import { describe, expect, it } from 'vitest';
import { contentKey } from './content-key';
import { createSwrReader } from './swr-reader';

function setup() {
  const fetched: string[] = [];
  const cache = new Map<string, unknown>();
  let clock = 0;
  const read = createSwrReader({
    fetch: async (call, body) => {
      fetched.push(`${call} ${JSON.stringify(body)}`);
      return { success: true, data: { call, body } };
    },
    write: (key, data) => cache.set(key, data),
    dedupingInterval: 2_000,
    now: () => clock,
  });
  return { read, fetched, cache, advance: (ms: number) => (clock += ms) };
}

describe('contentKey', () => {
  it('is the same for the same call and body, whatever the order of the keys', () => {
    expect(contentKey('pages/get', { pageId: 2, lang: 'en' })).toBe(contentKey('pages/get', { lang: 'en', pageId: 2 }));
    expect(contentKey('pages/regions', undefined)).toBe(contentKey('pages/regions', {}));
  });

  it('differs by call and by body', () => {
    const keys = [contentKey('pages/get', { pageId: 2 }), contentKey('pages/get', { pageId: 3 }), contentKey('pages/regions', { pageId: 2 }), contentKey('pages/get', { pageId: '2' })];
    expect(new Set(keys).size).toBe(4);
  });
});

describe('the SWR reader', () => {
  it('makes one request for two sections asking the same call at once, and keeps the answer under its key', async () => {
    const { read, fetched, cache } = setup();
    const [first, second] = await Promise.all([read('pages/get', { pageId: 2 }), read('pages/get', { pageId: 2 })]);
    expect(fetched).toEqual(['pages/get {"pageId":2}']);
    expect(second).toBe(first);
    expect(cache.get(contentKey('pages/get', { pageId: 2 }))).toEqual({ success: true, data: { call: 'pages/get', body: { pageId: 2 } } });
  });

  it('asks again for another body, and for the same call once the deduping interval is over', async () => {
    const { read, fetched, advance } = setup();
    await read('pages/get', { pageId: 2 });
    await read('pages/get', { pageId: 3 });
    advance(1_999);
    await read('pages/get', { pageId: 2 });
    advance(1);
    await read('pages/get', { pageId: 2 });
    expect(fetched).toEqual(['pages/get {"pageId":2}', 'pages/get {"pageId":3}', 'pages/get {"pageId":2}']);
  });
});
