// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_BODY_TOO_LARGE_MESSAGE } from '../../server/http/body-limit';
import { requestChange, saveDraft } from './studio-api';

const DRAFT_URL = `${location.origin}/studio/api/draft`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const draft = { file: 'page-configs/pages/go.json', baseHash: null, config: { path: '/go/' } };

/**
 * The editor shows a failed save's message to the marketer ("Your draft could not be saved (…)"):
 * it must be the studio's own words, not the HTTP client's "Request failed with status code 413".
 */
describe('saveDraft', () => {
  it('answers the time the studio saved the draft', async () => {
    server.use(http.put(DRAFT_URL, () => HttpResponse.json({ savedAt: '2026-11-28T12:00:00.000Z' })));
    await expect(saveDraft(draft)).resolves.toBe('2026-11-28T12:00:00.000Z');
  });

  it("throws the studio's refusal in its words: a draft over 1 MB", async () => {
    server.use(http.put(DRAFT_URL, () => HttpResponse.json({ status: 413, message: STUDIO_BODY_TOO_LARGE_MESSAGE }, { status: 413 })));
    await expect(saveDraft(draft)).rejects.toThrow(STUDIO_BODY_TOO_LARGE_MESSAGE);
  });

  it('throws the HTTP status when the answer is not the studio\'s JSON (a proxy\'s error page)', async () => {
    server.use(http.put(DRAFT_URL, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })));
    await expect(saveDraft(draft)).rejects.toThrow('The studio answered HTTP 502.');
  });
});

describe('requestChange', () => {
  it("returns the studio's refusal with its problems", async () => {
    const problem = { path: 'sections[0].props.heading', sectionId: 'hero', field: 'heading', message: 'Write a heading.' };
    server.use(http.post(`${location.origin}/studio/api/requests`, () => HttpResponse.json({ status: 422, message: 'Some sections are not finished.', problems: [problem] }, { status: 422 })));
    const outcome = await requestChange({ ...draft, note: 'A new heading' });
    expect(outcome).toEqual({ ok: false, message: 'Some sections are not finished.', problems: [problem] });
  });
});
