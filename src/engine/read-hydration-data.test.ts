import { describe, expect, it } from 'vitest';
import { hydrationDataSchema } from './hydration-data';
import { parseHydrationData } from './read-hydration-data';

const valid = {
  fallback: { 'meta /x/ {}': { title: 'X' } },
  sections: {
    'section /x/ hero {}': { props: { heading: 'Hi' }, status: 'ready', content: [{ bannerText: 'Family Travel' }] },
    'section /x/ list {}': { props: {}, status: 'failed' },
  },
  apiToken: 'token',
  dev: false,
};

describe("the browser's hydration data reader", () => {
  it('reads what the schema accepts, sections and all', () => {
    expect(hydrationDataSchema.parse(valid)).toBeTruthy();
    const data = parseHydrationData(valid);
    expect(data.sections['section /x/ hero {}']).toEqual({
      props: { heading: 'Hi' },
      status: 'ready',
      content: [{ bannerText: 'Family Travel' }],
    });
    expect(data.apiToken).toBe('token');
    expect(parseHydrationData({ ...valid, apiOrigin: 'https://api.example.com' }).apiOrigin).toBe('https://api.example.com');
    expect(parseHydrationData({ ...valid, notFound: true }).notFound).toBe(true);
    expect(parseHydrationData(valid).notFound).toBeUndefined();
  });

  it.each([
    ['no object', null],
    ['a section without a known status', { ...valid, sections: { s: { props: {}, status: 'loading' } } }],
    ['a section without props', { ...valid, sections: { s: { status: 'ready' } } }],
    ['no sections', { ...valid, sections: undefined }],
    ['a token that is not text', { ...valid, apiToken: 1 }],
    ['an API origin that is not a URL', { ...valid, apiOrigin: 'not a url' }],
    ['a 404 mark that is not true', { ...valid, notFound: 'yes' }],
  ])('refuses %s, as the schema does', (_, json) => {
    expect(hydrationDataSchema.safeParse(json).success).toBe(false);
    expect(() => parseHydrationData(json)).toThrow('the page has no valid hydration data');
  });
});
