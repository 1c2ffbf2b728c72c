import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';
import { z } from 'zod';
import { seededRandom } from '../support/seeded-random';
import { CHROME_USER_AGENT } from '../e2e/support/screens';
import { VARIANT_COOKIE, variantsOfCookies } from '../../src/engine/experiment-variant';
import { exposureCookieName } from '../../server/experiments/assignment-token';

/**
 * Simulated visitors of the experiment page against a running site: each has its own cookie jar,
 * a desktop Chrome's user agent (isbot calls HeadlessChrome a crawler) and no Global Privacy
 * Control; each reads its variant from the server's HTML and, with a known probability per
 * variant, sends the lead form as the page's script does (JSON to /api/enquiries/lead_contact with
 * the page's cookies and Referer, one submission id retried until acknowledged).
 */
export const PAGE_PATH = '/landing-familytravel/';
export const EXPERIMENT_ID = 'familytravel-form-first';
const TOKEN = 'travel-site-public-token';
/** The lead form's heading is what differs on screen between the two variants. */
const HEADING_TO_VARIANT: Record<string, string> = {
  'Talk to a Family Travel Expert': 'control',
  'Tell Us About Your Family Trip': 'form-first',
};
/** Every other visitor arrives from an ad: its campaign must reach the report by variant. */
export const AD_CAMPAIGN = { source: 'sim-ads', campaign: 'winter' };

export type Variant = 'control' | 'form-first';
export const VARIANTS: readonly Variant[] = ['control', 'form-first'];

/**
 * Which visitor converts: the k-th visitor the server put in a variant converts when the k-th
 * draw of that variant's own seeded stream is below its rate. The server draws the variants (not
 * seeded); the leads of a variant depend only on how many visitors it got, so a seed is checked
 * once for every plausible split (see `seedHoldsFor`).
 */
export function conversionStreams(seed: number, rates: Record<Variant, number>, length: number): Record<Variant, boolean[]> {
  const stream = (variant: Variant, salt: number) => {
    const random = seededRandom(seed + 7919 * salt);
    return Array.from({ length }, () => random() < rates[variant]);
  };
  return { control: stream('control', 1), 'form-first': stream('form-first', 2) };
}

export interface VisitorOutcome {
  index: number;
  /** The variant in the server's HTML; undefined when no page reached the visitor. */
  variant?: Variant;
  /** Why no page reached the visitor (the site killed while answering). */
  lostBecause?: string;
  cookieVariant?: string;
  renderCache?: string;
  returnedSame?: boolean;
  converted?: boolean;
  lead?: { id: string; attempts: number; fromAd: boolean };
  /** The status of a send the form refused (a visitor of a broken form, `failing`). */
  refused?: number;
}

export interface SimulationOptions {
  visitors: number;
  concurrency: number;
  baseUrl: () => string;
  /** Per-variant decisions: visitor k of a variant converts when streams[variant][k]. */
  streams: Record<Variant, boolean[]>;
  runId: string;
  /** Per-variant broken forms: visitor k of a variant sends once, and the server refuses it (an invalid phone), when failing[variant][k]. */
  failing?: Record<Variant, boolean[]>;
  /** Called when a visitor has its page (the test injects its fault from here). */
  onServed?: (served: number) => void;
  giveUpAfterMs?: number;
}

export interface SimulationResult {
  outcomes: VisitorOutcome[];
  leadAttempts: number;
  failures: Record<string, number>;
}

const acknowledgement = z.object({ data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }) });

function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = z.object({ code: z.string() }).safeParse(cause);
  return code.success ? code.data.code : error instanceof Error ? error.name : 'error';
}

/** A browser's cookie jar for one site: name=value of each Set-Cookie, sent back as one header. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): string[] {
    const names: string[] = [];
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) {
        this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        names.push(pair.slice(0, at).trim());
      }
    }
    return names;
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function variantOfHtml(html: string): Variant | undefined {
  const heading = /<h2 id="lead-form-heading"[^>]*>([^<]*)</.exec(html)?.[1];
  const variant = heading ? HEADING_TO_VARIANT[heading] : undefined;
  return variant === 'control' || variant === 'form-first' ? variant : undefined;
}

function leadBody(runId: string, index: number, variant: Variant, phone = '+13035550100') {
  return {
    fullname: `Sim Visitor ${index}`,
    email: `sim.${index}@example.org`,
    phone,
    travel_date: `15-07-${NEXT_YEAR}`,
    country: '1',
    city: 'Denver',
    lead_page: 'landing-familytravel',
    comment: `Simulated family trip enquiry ${index} from the ${variant} page.`,
    submission_id: `sim-${runId}-${String(index).padStart(5, '0')}`,
    website: '',
  };
}

/** The lead form's JSON call, as the page's script makes it. */
function postLead(base: string, body: string, headers: { referer: string; 'x-forwarded-for': string; cookie: string }) {
  return fetch(`${base}/api/enquiries/lead_contact`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', token: TOKEN, origin: base, 'user-agent': CHROME_USER_AGENT, ...headers },
    signal: AbortSignal.timeout(15_000),
  });
}

/**
 * Leads with hand-made cookies from visitors the server never counted: a variant cookie naming
 * form-first and an exposure cookie of the right shape but no valid signature. Returns each
 * send's status (a lead is never refused for its cookies; it must credit nothing).
 */
export async function sendForgedLeads(base: string, count: number, runId: string): Promise<number[]> {
  const forged = `${VARIANT_COOKIE}=${EXPERIMENT_ID}.form-first; ${exposureCookieName(EXPERIMENT_ID)}=form-first.${'A'.repeat(16)}.${'B'.repeat(22)}`;
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await postLead(base, JSON.stringify(leadBody(`forged-${runId}`, i, 'form-first')), {
      referer: `${base}${PAGE_PATH}`,
      'x-forwarded-for': `172.16.0.${i + 1}`,
      cookie: forged,
    });
    await answer.text();
    statuses.push(answer.status);
  }
  return statuses;
}

export async function simulateVisitors(options: SimulationOptions): Promise<SimulationResult> {
  const outcomes: VisitorOutcome[] = [];
  const failures: Record<string, number> = {};
  const rank: Record<Variant, number> = { control: 0, 'form-first': 0 };
  const deadline = Date.now() + (options.giveUpAfterMs ?? 90_000);
  let leadAttempts = 0;
  let served = 0;
  let next = 0;
  const fail = (reason: string) => (failures[reason] = (failures[reason] ?? 0) + 1);

  const visit = async (index: number): Promise<VisitorOutcome> => {
    const jar = new CookieJar();
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const fromAd = index % 2 === 0;
    const pageUrl = () => `${options.baseUrl()}${PAGE_PATH}${fromAd ? `?utm_source=${AD_CAMPAIGN.source}&utm_campaign=${AD_CAMPAIGN.campaign}` : ''}`;
    const pageHeaders = () => ({ 'user-agent': CHROME_USER_AGENT, accept: 'text/html', 'x-forwarded-for': address, ...(jar.header() ? { cookie: jar.header() } : {}) });

    // The first visit. Refused connections (the site down, the request never read) are tried
    // again; any other failure may have been counted by the server, so the visitor is lost.
    let response: Response | undefined;
    let html = '';
    for (;;) {
      try {
        response = await fetch(pageUrl(), { headers: pageHeaders(), signal: AbortSignal.timeout(15_000) });
        html = await response.text();
        break;
      } catch (error) {
        const reason = reasonOf(error);
        fail(`visit: ${reason}`);
        if (reason !== 'ECONNREFUSED' || Date.now() > deadline) return { index, lostBecause: reason };
        await sleep(100 + Math.random() * 100);
      }
    }
    if (response.status !== 200) return { index, lostBecause: `HTTP ${response.status}` };
    jar.take(response);
    const variant = variantOfHtml(html);
    const outcome: VisitorOutcome = { index, variant, cookieVariant: variantsOfCookies(jar.header()).get(EXPERIMENT_ID), renderCache: response.headers.get('x-render-cache') ?? undefined };
    if (!variant) return outcome;
    const k = rank[variant];
    rank[variant] += 1;
    served += 1;
    options.onServed?.(served);

    // One visitor in ten comes back: same variant from the cookie, no new count, no new cookie.
    if (index % 10 === 5) {
      try {
        const again = await fetch(pageUrl(), { headers: pageHeaders(), signal: AbortSignal.timeout(15_000) });
        const sameVariant = variantOfHtml(await again.text()) === variant;
        outcome.returnedSame = sameVariant && !jar.take(again).includes(VARIANT_COOKIE);
      } catch (error) {
        fail(`return visit: ${reasonOf(error)}`);
      }
    }

    const send = (body: string) =>
      postLead(options.baseUrl(), body, { referer: pageUrl(), 'x-forwarded-for': address, cookie: jar.header() });
    if (options.failing?.[variant][k]) {
      // A broken form: the visitor's one send is refused (validation), and the visitor leaves.
      try {
        const answer = await send(JSON.stringify(leadBody(options.runId, index, variant, 'not a phone')));
        await answer.text();
        outcome.refused = answer.status;
      } catch (error) {
        fail(`broken send: ${reasonOf(error)}`);
      }
      return outcome;
    }
    outcome.converted = options.streams[variant][k] === true;
    if (!outcome.converted) return outcome;
    const body = JSON.stringify(leadBody(options.runId, index, variant));
    for (let attempt = 1; ; attempt += 1) {
      leadAttempts += 1;
      try {
        const answer = await send(body);
        const text = await answer.text();
        const parsed = answer.status === 200 ? acknowledgement.safeParse(JSON.parse(text)) : undefined;
        if (parsed?.success) {
          outcome.lead = { id: parsed.data.data.id, attempts: attempt, fromAd };
          return outcome;
        }
        fail(`lead: HTTP ${answer.status}`);
      } catch (error) {
        fail(`lead: ${reasonOf(error)}`);
      }
      if (Date.now() > deadline) return outcome;
      await sleep(Math.min(1_000, 50 * attempt) + Math.random() * 100);
    }
  };

  const worker = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= options.visitors) return;
      outcomes.push(await visit(index));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  outcomes.sort((a, b) => a.index - b.index);
  return { outcomes, leadAttempts, failures };
}
