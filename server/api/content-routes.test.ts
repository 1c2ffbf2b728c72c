import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCalls, type ContentCallName } from '../../src/content/contract/calls';
import { createTestApp } from '../test-support/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const contentRequests: [ContentCallName, string, unknown][] = [
  ['pages/get', 'pages/get', { pageId: 1 }],
  ['pages/get', 'pages/get', { pageId: 2 }],
  ['pages/get', 'pages/get', { pageId: 14 }],
  ['pages/get', 'pages/get', { pageId: 28 }],
  ['pages/regions', 'pages/regions', undefined],
  ['testimonials/testimonial_list', 'testimonials/testimonial_list', {}],
  ['Blogs/list', 'Blogs/list', {}],
  ['Blogs/details', 'Blogs/details/1', {}],
  ['pages/monthPageDetails', 'pages/monthPageDetails', { monthId: 1 }],
  ['pages/CountryPageDetails', 'pages/CountryPageDetails', { countryId: 1 }],
  ['pages/country', 'pages/country', {}],
  ['pages/destinations', 'pages/destinations', {}],
  ['pages/telephone_code', 'pages/telephone_code', {}],
  ['pages/specialities_list', 'pages/specialities_list', undefined],
];

describe('POST /api/<call> against the embedded store', () => {
  it.each(contentRequests)('%s (%s) answers 200 in the contract shape', async (call, path, body) => {
    const response = await testApp.post(path, body);
    expect(response.status).toBe(200);
    const json: unknown = await response.json();
    const parsed = contentCalls[call].response.safeParse(json);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    expect(parsed.data).toMatchObject({ success: true });
  });

  it('answers 401 with a JSON body without the token, and with a wrong one', async () => {
    for (const headers of [{ token: '' }, { token: 'wrong-token' }]) {
      const response = await testApp.post('pages/get', { pageId: 2 }, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: 401, message: 'Missing or wrong token header.' });
    }
  });

  it('answers 400 for a request outside the contract, and 404 for an unknown call or page', async () => {
    const bad = await testApp.post('pages/get', { pageId: 'two' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400, message: expect.stringContaining('pageId') });
    const unknownCall = await testApp.post('pages/nothing', {});
    expect(unknownCall.status).toBe(404);
    const unknownPage = await testApp.post('pages/get', { pageId: 999 });
    expect(unknownPage.status).toBe(404);
    expect(await unknownPage.json()).toMatchObject({ success: false, message: 'No data found' });
  });

  it('answers 400, not a store outage, for an id holding a NUL (in the body or the path)', async () => {
    for (const [path, body] of [
      ['pages/CountryPageDetails', { countryId: '\u0000' }],
      ['pages/monthPageDetails', { monthId: 'jan\u0000' }],
      ['Blogs/details/%00', {}],
    ] as const) {
      const answer = await testApp.post(path, body);
      expect(answer.status, path).toBe(400);
      expect(await answer.json()).toMatchObject({ status: 400, message: expect.stringContaining('must not hold a NUL character') });
    }
  });

  it('returns what the store holds: blog details carry the blog asked for', async () => {
    const response = await testApp.post('Blogs/details/3', {});
    const parsed = contentCalls['Blogs/details'].response.parse(await response.json());
    expect(String(parsed.data[0]?.blogId)).toBe('3');
  });
});
