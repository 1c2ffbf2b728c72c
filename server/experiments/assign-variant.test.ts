import { describe, expect, it } from 'vitest';
import type { Experiment } from '../../src/engine/experiment-schema';
import { assignVariant } from './assign-variant';
import { exposureSigner } from './assignment-token';
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
  clientKey: '203.0.113.7',
});
const signer = exposureSigner('a test key of at least thirty-two characters');

function services(overrides: Partial<ExperimentServices> = {}) {
  const counted: string[] = [];
  const warned: string[] = [];
  const value: ExperimentServices = {
    countNewVisitor: async (id, variant) => void counted.push(`${id}=${variant}`),
    admitNewVisitor: async () => true,
    switchedOff: async () => new Set(),
    signer: async () => signer,
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
      expect(assignVariant(experiment, request({ cookie: 'tnr_variant=form-first.b' }), () => random)).toEqual({ variant: 'b', isNew: false, why: 'returning' });
    }
  });

  it('shows crawlers and GPC visitors the control, uncounted, whatever their cookie says', () => {
    expect(assignVariant(experiment, request({ 'user-agent': GOOGLEBOT }), () => 0.9)).toEqual({ variant: 'control', isNew: false, why: 'crawler' });
    expect(assignVariant(experiment, request({ 'sec-gpc': '1', cookie: 'tnr_variant=form-first.b' }), () => 0.9)).toEqual({ variant: 'control', isNew: false, why: 'gpc' });
  });

  it("shows a preview parameter's variant without counting it, and never counts a HEAD", () => {
    expect(assignVariant(experiment, request({}, '/landing/?preview-variant=b'), () => 0.1)).toEqual({ variant: 'b', isNew: false, why: 'preview' });
    expect(assignVariant(experiment, request({}, '/landing/', 'HEAD'), () => 0.9)).toEqual({ variant: 'control', isNew: false, why: 'head' });
  });
});

const setCookies = (outcome: Awaited<ReturnType<typeof pageExperiment>>) => outcome?.headers.filter(([name]) => name === 'set-cookie').map(([, line]) => line) ?? [];
/** The Cookie header a browser sends back after these Set-Cookie lines. */
const cookieHeaderOf = (lines: readonly string[]) => lines.map((line) => line.split(';')[0]).join('; ');

describe("a page request's experiment", () => {
  it('counts a new visitor once, gives the variant cookie and the signed exposure, and keeps the response private', async () => {
    const { value, counted } = services();
    const outcome = await pageExperiment(request(), page, value);
    expect(counted).toEqual(['form-first=b']);
    expect(outcome?.variants).toEqual({ 'form-first': 'b' });
    const cookies = setCookies(outcome);
    expect(cookies[0]).toMatch(/^tnr_variant=form-first\.b; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/);
    expect(cookies[1]).toMatch(/^tnr-exposure-form-first=b\.[\w-]{16}\.[\w-]{22}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookies[2]).toMatch(/^tnr-first-touch=/);
    expect(outcome?.headers).toContainEqual(['cache-control', 'private, no-cache']);

    const again = await pageExperiment(request({ cookie: cookieHeaderOf(cookies) }), page, value);
    expect(counted).toEqual(['form-first=b']);
    expect(setCookies(again)).toEqual([]);
  });

  it("keeps the visitor's other experiments in the variant cookie", async () => {
    const { value } = services();
    const outcome = await pageExperiment(request({ cookie: 'tnr_variant=zz-other.c' }), page, value);
    expect(setCookies(outcome)[0]).toMatch(/^tnr_variant=form-first\.b_zz-other\.c;/);
  });

  it("lets a proxy keep a returning visitor's page only when it keys on the variant cookie (PROXY_CACHES_VARIANTS)", async () => {
    const returning = request({ cookie: 'tnr_variant=form-first.b; tnr-first-touch=eyJsYW5kaW5nX3BhdGgiOiIvbGFuZGluZy8ifQ' });
    const keyed = await pageExperiment(returning, page, services({ proxyCachesVariants: true }).value);
    expect(keyed?.variants).toEqual({ 'form-first': 'b' });
    expect(keyed?.headers).toEqual([]);
    const unkeyed = await pageExperiment(returning, page, services().value);
    expect(unkeyed?.headers).toContainEqual(['cache-control', 'private, no-cache']);
    // The first visit (a draw, Set-Cookie) and a visitor left out are never for a shared cache.
    const first = await pageExperiment(request(), page, services({ proxyCachesVariants: true }).value);
    expect(first?.headers).toContainEqual(['cache-control', 'private, no-cache']);
    const gpc = await pageExperiment(request({ 'sec-gpc': '1', cookie: 'tnr_variant=form-first.b' }), page, services({ proxyCachesVariants: true }).value);
    expect(gpc?.headers).toContainEqual(['cache-control', 'private, no-cache']);
  });

  it('gives no cookie and counts nothing for a crawler or a GPC visitor', async () => {
    const { value, counted } = services();
    const leftOut: Record<string, string>[] = [{ 'user-agent': GOOGLEBOT }, { 'sec-gpc': '1' }];
    for (const headers of leftOut) {
      const outcome = await pageExperiment(request(headers, '/landing/?utm_source=ads'), page, value);
      expect(outcome?.variants).toEqual({ 'form-first': 'control' });
      expect(setCookies(outcome)).toEqual([]);
    }
    expect(counted).toEqual([]);
  });

  it('shows the control, uncounted, private and without a cookie, when the count cannot be stored or the address is over its daily bound', async () => {
    for (const overrides of [{ countNewVisitor: () => Promise.reject(new Error('database down')) }, { signer: () => Promise.reject(new Error('database down')) }]) {
      const { value, warned } = services({ ...overrides, proxyCachesVariants: true });
      const outcome = await pageExperiment(request(), page, value);
      expect(outcome?.variants).toEqual({ 'form-first': 'control' });
      expect(setCookies(outcome).filter((line) => line.startsWith('tnr_variant') || line.startsWith('tnr-exposure'))).toEqual([]);
      expect(outcome?.headers).toContainEqual(['cache-control', 'private, no-cache']);
      expect(warned).toEqual(['experiment: new visitor not counted; the control is shown']);
    }
    const { value, counted } = services({ admitNewVisitor: async () => false });
    const bounded = await pageExperiment(request(), page, value);
    expect(bounded?.variants).toEqual({ 'form-first': 'control' });
    expect(counted).toEqual([]);
    expect(bounded?.headers).toContainEqual(['cache-control', 'private, no-cache']);
  });

  it('draws new visitors only among the variants a guardrail left on', async () => {
    const { value, counted } = services({ switchedOff: async () => new Set(['b']), random: () => 0.99 });
    const outcome = await pageExperiment(request(), page, value);
    expect(outcome?.variants).toEqual({ 'form-first': 'control' });
    expect(counted).toEqual(['form-first=control']);
    // A visitor who already holds b keeps a working page of b.
    expect((await pageExperiment(request({ cookie: 'tnr_variant=form-first.b' }), page, value))?.variants).toEqual({ 'form-first': 'b' });
  });

  it('after the end date, shows everyone the page as configured and stays publicly cacheable', async () => {
    const { value, counted } = services({ now: () => AFTER });
    expect(await pageExperiment(request({ cookie: 'tnr_variant=form-first.b' }), page, value)).toBeUndefined();
    expect(counted).toEqual([]);
  });
});

describe("a lead's attribution", () => {
  const experimentAt = (path: string) => (path === '/landing/' ? page : undefined);
  const campaign = Buffer.from(JSON.stringify({ landing_path: '/landing/', utm_source: 'google', gclid: 'abc' })).toString('base64url');
  const exposure = signer.issue('form-first', 'b');
  const proven = `tnr_variant=form-first.b; tnr-exposure-form-first=${exposure.token}; tnr-first-touch=${campaign}`;
  const fromLanding = (cookie: string, extra: Record<string, string> = {}) => ({ headers: new Headers({ 'user-agent': CHROME, referer: 'http://site.test/landing/', cookie, ...extra }) });

  it('credits the variant the visitor was counted for, with its assignment, the config version and the first-touch campaign', () => {
    expect(attributeLead(fromLanding(proven), experimentAt, signer, DURING)).toEqual({
      pagePath: '/landing/',
      experimentId: 'form-first',
      variant: 'b',
      configVersion: 'abc123',
      campaign: { landing_path: '/landing/', utm_source: 'google', gclid: 'abc' },
      assignmentId: exposure.assignmentId,
    });
  });

  it('credits nothing for a hand-made cookie: a variant cookie alone, a forged or altered signature, another variant’s or experiment’s exposure', () => {
    const [, id = '', mac = ''] = exposure.token.split('.');
    const other = exposureSigner('another key, not the one the server holds').issue('form-first', 'b');
    const forged = [
      'tnr_variant=form-first.b',
      `tnr_variant=form-first.b; tnr-exposure-form-first=b.${id}.${'A'.repeat(22)}`,
      `tnr_variant=form-first.b; tnr-exposure-form-first=${other.token}`,
      // A real exposure of b, relabelled control (the signature covers the variant).
      `tnr_variant=form-first.control; tnr-exposure-form-first=control.${id}.${mac}`,
      // A real exposure of b, with the variant cookie changed to see the control: neither credited.
      `tnr_variant=form-first.control; tnr-exposure-form-first=${exposure.token}`,
      // A real exposure of another experiment.
      `tnr_variant=form-first.b; tnr-exposure-form-first=${signer.issue('another-test', 'b').token}`,
    ];
    for (const cookie of forged) {
      expect(attributeLead(fromLanding(cookie), experimentAt, signer, DURING), cookie).toMatchObject({ pagePath: '/landing/', experimentId: null, variant: null, assignmentId: null });
    }
    // Without the key (database down) nothing is credited, the lead keeps its page.
    expect(attributeLead(fromLanding(proven), experimentAt, undefined, DURING)).toMatchObject({ pagePath: '/landing/', experimentId: null });
  });

  it('records no variant for a GPC visitor, after the end, or for another page', () => {
    expect(attributeLead(fromLanding(proven, { 'sec-gpc': '1' }), experimentAt, signer, DURING)).toMatchObject({ experimentId: null, variant: null, campaign: null });
    expect(attributeLead(fromLanding(proven), experimentAt, signer, AFTER)).toMatchObject({ experimentId: null, variant: null });
    expect(attributeLead({ headers: new Headers({ cookie: proven }), body: { lead_page: 'go' } }, experimentAt, signer, DURING)).toMatchObject({ pagePath: '/go/', experimentId: null });
  });

  it('renders a returning visitor their variant after a form post, never a new one', () => {
    expect(returningVariants(new Headers({ cookie: 'tnr_variant=form-first.b' }), page, DURING)).toEqual({ 'form-first': 'b' });
    expect(returningVariants(new Headers(), page, DURING)).toBeUndefined();
  });
});
