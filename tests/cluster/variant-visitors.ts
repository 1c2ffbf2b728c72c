import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { experimentSchema } from '../../src/engine/experiment-schema';
import { VARIANT_COOKIE } from '../../src/engine/experiment-variant';
import { CHROME_USER_AGENT } from '../e2e/support/screens';

/**
 * Visitors of the page under an experiment through the proxy cache (issue 38, item 5): each with
 * its own cookie jar and client address, a first visit (the draw) then returning requests with
 * the cookies it was given. Every answer's body is read for the variant it shows and compared
 * with the variant the visitor's own cookie names: a proxy that handed one visitor's page to
 * another would show here as a body of the other variant.
 */
export const EXPERIMENT_PAGE = '/landing-familytravel/';

const pageConfig = z.object({ experiment: experimentSchema }).parse(JSON.parse(readFileSync('page-configs/pages/landing-familytravel.json', 'utf8')));
export const EXPERIMENT = pageConfig.experiment;

/**
 * What tells the variants apart on screen: form-first puts the lead form, under its own heading,
 * before the story; the control keeps the page's order and heading.
 */
const STORY_HEADING = 'Our Story Started With a Family Trip';
const FORM_HEADINGS: Record<string, string> = {
  control: 'Talk to a Family Travel Expert',
  'form-first': 'Tell Us About Your Family Trip',
};

/** The variant a page's HTML shows, or "neither" (another page, an error, a mix of both). */
export function variantOfPage(html: string): string {
  const story = html.indexOf(STORY_HEADING);
  const shown = Object.entries(FORM_HEADINGS).filter(([, heading]) => html.includes(heading));
  const [only] = shown;
  if (shown.length !== 1 || !only || story < 0) return 'neither';
  const [variant, heading] = only;
  const formFirst = html.indexOf(heading) < story;
  return formFirst === (variant === 'form-first') ? variant : 'neither';
}

/** The experiment's variant a tnr_variant cookie value names (`<experiment>.<variant>` pairs joined by `_`). */
function variantOfCookieValue(value: string | undefined): string | undefined {
  const pair = (value ?? '').split('_').find((candidate) => candidate.startsWith(`${EXPERIMENT.id}.`));
  return pair?.slice(EXPERIMENT.id.length + 1);
}

export interface PageAnswer {
  status: number;
  /** The variant the visitor's cookie named when it asked (undefined: it held none). */
  sentVariant: string | undefined;
  /** The variant a Set-Cookie gave it (a draw). */
  givenVariant: string | undefined;
  shown: string;
  cache: string;
  cacheControl: string;
}

/** One visitor: a cookie jar and the client address the CDN names in X-Forwarded-For. */
export function experimentVisitor(base: string, address: string) {
  const jar = new Map<string, string>();
  return {
    jar,
    async get(): Promise<PageAnswer> {
      const sentVariant = variantOfCookieValue(jar.get(VARIANT_COOKIE));
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      // A browser's user agent: isbot takes Node's own for a crawler, which sees the control uncounted.
      const headers: Record<string, string> = { 'user-agent': CHROME_USER_AGENT, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) };
      const response = await fetch(`${base}${EXPERIMENT_PAGE}`, { headers });
      const html = await response.text();
      let givenVariant: string | undefined;
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        if (at <= 0) continue;
        const name = pair.slice(0, at);
        jar.set(name, pair.slice(at + 1));
        if (name === VARIANT_COOKIE) givenVariant = variantOfCookieValue(pair.slice(at + 1));
      }
      return { status: response.status, sentVariant, givenVariant, shown: variantOfPage(html), cache: response.headers.get('x-cache-status') ?? '', cacheControl: response.headers.get('cache-control') ?? '' };
    },
  };
}

/**
 * What is wrong with one answer, or undefined: it must show the variant the visitor's cookie
 * named, else the one it was just given, else the control (a visitor over the daily bound, or not
 * counted); and an answer to a visitor holding no variant cookie (a draw, or the uncounted
 * control) must come from an instance, never from the cache.
 */
export function answerProblem(answer: PageAnswer): string | undefined {
  const expected = answer.sentVariant ?? answer.givenVariant ?? 'control';
  if (answer.status !== 200) return `status ${answer.status}`;
  if (answer.shown !== expected) return `cookie ${answer.sentVariant ?? '-'}, given ${answer.givenVariant ?? '-'}, page shows ${answer.shown} (${answer.cache})`;
  if (!answer.sentVariant && answer.cache === 'HIT') return `no variant cookie, yet a cache HIT (${answer.shown})`;
  return undefined;
}

export interface VisitorsRun {
  /** New visitors by the variant their first visit drew ("uncounted": no cookie given). */
  drawn: Record<string, number>;
  returning: number;
  hits: number;
  firstVisitHits: number;
  problems: string[];
}

/**
 * `count` visitors, `concurrency` at a time: visitor n comes from `addressOf(n)`, visits once
 * (the draw), then returns 1 to 3 times with its cookies. fetch keeps its connections to nginx
 * alive between requests.
 */
export async function runExperimentVisitors(options: { base: string; count: number; concurrency: number; addressOf: (n: number) => string }): Promise<VisitorsRun> {
  const run: VisitorsRun = { drawn: {}, returning: 0, hits: 0, firstVisitHits: 0, problems: [] };
  const note = (n: number, answer: PageAnswer) => {
    const problem = answerProblem(answer);
    if (problem) run.problems.push(`visitor ${n}: ${problem}`);
  };
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < options.count; n = next++) {
      const visitor = experimentVisitor(options.base, options.addressOf(n));
      const first = await visitor.get();
      note(n, first);
      const drawn = first.givenVariant ?? 'uncounted';
      run.drawn[drawn] = (run.drawn[drawn] ?? 0) + 1;
      if (first.cache === 'HIT') run.firstVisitHits += 1;
      for (let again = 0; again < 1 + (n % 3); again += 1) {
        const answer = await visitor.get();
        note(n, answer);
        run.returning += 1;
        if (answer.cache === 'HIT') run.hits += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return run;
}
