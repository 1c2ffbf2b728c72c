import { describe, expect, it } from 'vitest';
import type { Experiment } from '../../src/engine/experiment-schema';
import { assignVariant } from './assign-variant';
import { attributeLead, returningVariants } from './lead-attribution';
import { pageExperiment, type ExperimentServices } from './page-experiment';

const experiment: Experiment = {
  id: 'form-first',
  start: '2026-11-01',
  end: '2026-11-30',
  goal: 'form',
  variants: [
    { id: 'control', weight: 50 },
    { id: 'b', weight: 50, sections: ['form', 'banner'] },
  ],
};
const page = { path: '/landing/', experiment, configVersion: 'abc123' };
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DURING = Date.parse('2026-11-15T12:00:00Z');
const AFTER = Date.parse('2026-12-01T00:00:00Z');

const request = (headers: Record<string, string> = {}, path = '/landing/', method = 'GET') => ({
  method,
  url: new URL(`http://site.test${path}`),
  headers: new Headers({ 'user-agent': CHROME, ...headers }),
});

function services(overrides: Partial<ExperimentServices> = {}) {
  const counted: string[] = [];
  const warned: string[] = [];
  const value: ExperimentServices = {
    countNewVisitor: async (id, variant) => void counted.push(`${id}=${variant}`),
    secureCookies: true,
    warn: (_details, message) => void warned.push(message),
    now: () => DURING,
    random: () => 0.75,
    ...overrides,
  };
  return { value, counted, warned };
}

describe('assigning a variant', () => {
  it('draws for a new visitor and keeps a returning one on the cookie', () => {
    expect(assignVariant(experiment, request(), () => 0.75)).toEqual({ variant: 'b', isNew: true, why: 'drawn' });
    expect(assignVariant(experiment, request(), () => 0.25)).toEqual({ variant: 'control', isNew: true, why: 'drawn' });
    // Sticky: whatever the draw would say, the cookie decides, and the visitor is not new.
    for (const random of [0, 0.3, 0.6, 0.99]) {
      expect(assignVariant(experiment, request({ cookie: 'tnr-exp-form-first=b' }), () => random)).toEqual({ variant: 'b', isNew: false, why: 'returning' });
    }
  });

  it('shows crawlers and GPC visitors the control, uncounted, whatever their cookie says', () => {
    expect(assignVariant(experiment, request({ 'user-agent': GOOGLEBOT }), () => 0.9)).toEqual({ variant: 'control', isNew: false, why: 'crawler' });
    expect(assignVariant(experiment, request({ 'sec-gpc': '1', cookie: 'tnr-exp-form-first=b' }), () => 0.9)).toEqual({ variant: 'control', isNew: false, why: 'gpc' });
  });

  it("shows a preview parameter's variant without counting it, and never counts a HEAD", () => {
    expect(assignVariant(experiment, request({}, '/landing/?preview-variant=b'), () => 0.1)).toEqual({ variant: 'b', isNew: false, why: 'preview' });
    expect(assignVariant(experiment, request({}, '/landing/', 'HEAD'), () => 0.9)).toEqual({ variant: 'control', isNew: false, why: 'head' });
  });
});

describe("a page request's experiment", () => {
  it('counts a new visitor once, gives the cookie, and keeps the response private', async () => {
    const { value, counted } = services();
    const outcome = await pageExperiment(request(), page, value);
    expect(counted).toEqual(['form-first=b']);
    expect(outcome?.variants).toEqual({ 'form-first': 'b' });
    const cookies = outcome?.headers.filter(([name]) => name === 'set-cookie').map(([, line]) => line) ?? [];
    expect(cookies[0]).toMatch(/^tnr-exp-form-first=b; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/);
    expect(cookies[1]).toMatch(/^tnr-first-touch=/);
    expect(outcome?.headers).toContainEqual(['cache-control', 'private, no-cache']);

    const again = await pageExperiment(request({ cookie: 'tnr-exp-form-first=b; tnr-first-touch=eyJsYW5kaW5nX3BhdGgiOiIvbGFuZGluZy8ifQ' }), page, value);
    expect(counted).toEqual(['form-first=b']);
    expect(again?.headers.filter(([name]) => name === 'set-cookie')).toEqual([]);
  });

  it('gives no cookie and counts nothing for a crawler or a GPC visitor', async () => {
    const { value, counted } = services();
    const leftOut: Record<string, string>[] = [{ 'user-agent': GOOGLEBOT }, { 'sec-gpc': '1' }];
    for (const headers of leftOut) {
      const outcome = await pageExperiment(request(headers, '/landing/?utm_source=ads'), page, value);
      expect(outcome?.variants).toEqual({ 'form-first': 'control' });
      expect(outcome?.headers.filter(([name]) => name === 'set-cookie')).toEqual([]);
    }
    expect(counted).toEqual([]);
  });

  it('shows the control, uncounted and without a cookie, when the count cannot be stored', async () => {
    const { value, warned } = services({ countNewVisitor: () => Promise.reject(new Error('database down')) });
    const outcome = await pageExperiment(request(), page, value);
    expect(outcome?.variants).toEqual({ 'form-first': 'control' });
    expect(outcome?.headers.some(([name, line]) => name === 'set-cookie' && line.startsWith('tnr-exp-'))).toBe(false);
    expect(warned).toEqual(['experiment: new visitor not counted; the control is shown']);
  });

  it('after the end date, shows everyone the page as configured and stays publicly cacheable', async () => {
    const { value, counted } = services({ now: () => AFTER });
    expect(await pageExperiment(request({ cookie: 'tnr-exp-form-first=b' }), page, value)).toBeUndefined();
    expect(counted).toEqual([]);
  });
});

describe("a lead's attribution", () => {
  const experimentAt = (path: string) => (path === '/landing/' ? page : undefined);
  const campaign = Buffer.from(JSON.stringify({ landing_path: '/landing/', utm_source: 'google', gclid: 'abc' })).toString('base64url');

  it('records the variant in the cookie, the config version and the first-touch campaign', () => {
    const headers = new Headers({ 'user-agent': CHROME, referer: 'http://site.test/landing/', cookie: `tnr-exp-form-first=b; tnr-first-touch=${campaign}` });
    expect(attributeLead({ headers }, experimentAt, DURING)).toEqual({
      pagePath: '/landing/',
      experimentId: 'form-first',
      variant: 'b',
      configVersion: 'abc123',
      campaign: { landing_path: '/landing/', utm_source: 'google', gclid: 'abc' },
    });
  });

  it('records no variant for a GPC visitor, after the end, or for another page', () => {
    const cookie = `tnr-exp-form-first=b; tnr-first-touch=${campaign}`;
    expect(attributeLead({ headers: new Headers({ cookie, 'sec-gpc': '1', referer: 'http://site.test/landing/' }) }, experimentAt, DURING)).toMatchObject({ experimentId: null, variant: null, campaign: null });
    expect(attributeLead({ headers: new Headers({ cookie, referer: 'http://site.test/landing/' }) }, experimentAt, AFTER)).toMatchObject({ experimentId: null, variant: null });
    expect(attributeLead({ headers: new Headers({ cookie }), body: { lead_page: 'go' } }, experimentAt, DURING)).toMatchObject({ pagePath: '/go/', experimentId: null });
  });

  it('renders a returning visitor their variant after a form post, never a new one', () => {
    expect(returningVariants(new Headers({ cookie: 'tnr-exp-form-first=b' }), page, DURING)).toEqual({ 'form-first': 'b' });
    expect(returningVariants(new Headers(), page, DURING)).toBeUndefined();
  });
});
