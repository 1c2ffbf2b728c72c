import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_USER_AGENT } from '../tests/e2e/support/screens';
import { startNginx } from '../tests/cluster/nginx-server';
import { EXPERIMENT, EXPERIMENT_PAGE, experimentVisitor, variantOfPage } from '../tests/cluster/variant-visitors';
import { startBenchSite } from './bench-site.mjs';
import { closedLoopThroughput } from './closed-loop-throughput.mjs';
import { projectCopy } from './project-copy.mjs';

/**
 * Issue 38's figure for `npm run bench:experiment`: requests per second of the page under an
 * experiment through nginx for returning visitors, against the same page without an experiment.
 *
 * Like with like: two instances, each behind its own nginx with the cluster test's configuration
 * (tests/cluster/nginx-server.ts: the proxy cache keyed on the variant cookie), both with
 * PROXY_CACHES_VARIANTS=true. One runs this build; the other a build of a copy of the project
 * whose landing-familytravel.json has no `experiment` key: the same page, cached as any page.
 * (A visitor sending Sec-GPC: 1 would see the page as it is but is left out: their answer is
 * private, so nginx never keeps it, and every request would be a render, not a comparison.)
 * Returning visitors send the cookies their first visit was given, the two variants in turn; the
 * page without an experiment is asked for without them. Both take turns for `rounds` rounds of
 * `seconds` each: a slower moment of a shared machine hits both alike. Nothing here asserts.
 */
export interface ExperimentProxyFigures {
  rounds: number;
  seconds: number;
  returningRps: number[];
  withoutExperimentRps: number[];
  failures: number;
  medianReturningRps: number;
  medianWithoutExperimentRps: number;
  ratio: number;
  target: number;
}

const TARGET = 0.8;
// What a browser sends that changes the answer: its user agent (isbot takes Node's for a crawler)
// and a compressed page.
const BROWSER = { 'user-agent': CHROME_USER_AGENT, 'accept-encoding': 'br, gzip' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A copy of the project whose page has no experiment, built (the caller removes it). */
function buildWithoutExperiment(root: string, log: (line: string) => void): string {
  const dir = projectCopy(root, 'bench-experiment-without-');
  const file = join(dir, 'page-configs/pages/landing-familytravel.json');
  const page: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof page !== 'object' || page === null || !('experiment' in page)) throw new Error(`${file} has no experiment to take out`);
  const { experiment: _left, ...withoutExperiment } = page;
  writeFileSync(file, `${JSON.stringify(withoutExperiment, null, 2)}\n`);
  log('building a copy of the project without the experiment ...');
  // NODE_ENV production whatever this process runs under (scripts/run-ts.mjs sets development).
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  return dir;
}

const portOf = (url: string) => Number(new URL(url).port);

export async function measureExperimentThroughProxy(options: { root: string; rounds: number; seconds: number; log: (line: string) => void }): Promise<ExperimentProxyFigures> {
  const copy = buildWithoutExperiment(options.root, options.log);
  const stops: (() => Promise<void> | void)[] = [() => rmSync(copy, { recursive: true, force: true })];
  try {
    const env = { PROXY_CACHES_VARIANTS: 'true' };
    const withExperiment = await startBenchSite(env, { prefix: 'bench-experiment-proxy-' });
    stops.push(() => withExperiment.stop());
    const without = await startBenchSite(env, { cwd: copy, buildDir: 'dist', prefix: 'bench-experiment-proxy-' });
    stops.push(() => without.stop());
    const nginxWith = await startNginx({ upstreams: [portOf(withExperiment.url)], staticBody: '' });
    stops.push(() => nginxWith.stop());
    const nginxWithout = await startNginx({ upstreams: [portOf(without.url)], staticBody: '' });
    stops.push(() => nginxWithout.stop());

    // One returning visitor per variant: new visitors until each variant was drawn once.
    const cookies = new Map<string, string>();
    for (let n = 0; n < 40 && cookies.size < EXPERIMENT.variants.length; n += 1) {
      const visitor = experimentVisitor(nginxWith.cached, '127.0.0.1');
      const first = await visitor.get();
      if (first.givenVariant && !cookies.has(first.givenVariant)) cookies.set(first.givenVariant, [...visitor.jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    if (cookies.size < EXPERIMENT.variants.length) throw new Error(`only ${[...cookies.keys()].join(', ')} drawn in 40 new visitors`);
    // Before measuring: each returning visitor gets its own variant from the cache, and the page
    // without an experiment is the control's page from the cache.
    const returning = [...cookies].map(([variant, cookie]) => ({ variant, headers: { ...BROWSER, cookie } }));
    const seen = async (base: string, headers: Record<string, string>) => {
      await fetch(`${base}${EXPERIMENT_PAGE}`, { headers }).then((response) => response.text());
      const response = await fetch(`${base}${EXPERIMENT_PAGE}`, { headers });
      return { shown: variantOfPage(await response.text()), cache: response.headers.get('x-cache-status') ?? '' };
    };
    for (const { variant, headers } of returning) {
      const answer = await seen(nginxWith.cached, headers);
      if (answer.shown !== variant || answer.cache !== 'HIT') throw new Error(`a returning visitor of ${variant} got ${answer.shown} (${answer.cache})`);
    }
    const plain = await seen(nginxWithout.cached, BROWSER);
    if (plain.shown !== 'control' || plain.cache !== 'HIT') throw new Error(`the page without an experiment: ${plain.shown} (${plain.cache})`);

    const returningRps: number[] = [];
    const withoutExperimentRps: number[] = [];
    let failures = 0;
    for (let round = 0; round < options.rounds; round += 1) {
      const a = await closedLoopThroughput(`${nginxWith.cached}${EXPERIMENT_PAGE}`, { seconds: options.seconds, headers: returning.map(({ headers }) => headers) });
      const b = await closedLoopThroughput(`${nginxWithout.cached}${EXPERIMENT_PAGE}`, { seconds: options.seconds, headers: [BROWSER] });
      returningRps.push(a.rps);
      withoutExperimentRps.push(b.rps);
      failures += a.failures + b.failures;
      options.log(`round ${round + 1}: returning visitors ${Math.round(a.rps)} req/s, without the experiment ${Math.round(b.rps)} req/s`);
    }
    const medianReturningRps = median(returningRps);
    const medianWithoutExperimentRps = median(withoutExperimentRps);
    return {
      rounds: options.rounds,
      seconds: options.seconds,
      returningRps,
      withoutExperimentRps,
      failures,
      medianReturningRps,
      medianWithoutExperimentRps,
      ratio: medianReturningRps / medianWithoutExperimentRps,
      target: TARGET,
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
