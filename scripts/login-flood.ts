import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { hashPassword } from '../server/studio/password-hash';
import { startSite } from '../tests/e2e/support/site-server';
import { startPostgres } from '../tests/support/postgres-server';
import { validEnquiryRequest } from '../tests/support/enquiry-request';

/**
 * `node scripts/run-ts.mjs scripts/login-flood.ts` (after `npm run build`): what guessing studio
 * passwords costs everybody else (issue 36), printed as JSON (a benchmark: nothing asserted). The
 * built site on PostgreSQL with the studio on, behind a trusted proxy. A page (rendered every time)
 * and an enquiry are timed idle, then while 200 failed logins at a time, each from an address of
 * its own (the worst case: no per-address limit stops them), hit the login for 15 s.
 */
const PAGE = '/family-travel/';
const TOKEN = 'travel-site-public-token';

export async function main(): Promise<number> {
  const postgres = await startPostgres();
  const site = await startSite({
    DATABASE_URL: postgres.url,
    TRUST_PROXY: 'true',
    RENDER_CACHE: 'off',
    RATE_LIMIT_MAX: '1000000',
    STUDIO_USERS: `ann:editor:${await hashPassword('a studio password')}`,
  }).catch((error: unknown) => {
    postgres.stop();
    throw error;
  });
  let enquiry = 0;
  const timed = async (request: () => Promise<Response>) => {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  const page = () => timed(() => fetch(site.url + PAGE));
  const form = () =>
    timed(() =>
      fetch(`${site.url}/api/enquiries/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: TOKEN, 'x-forwarded-for': `10.50.${Math.floor(enquiry / 250)}.${(enquiry % 250) + 1}` },
        body: JSON.stringify(validEnquiryRequest({ submission_id: `login-flood-${(enquiry += 1)}` })),
      }),
    );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const figures = (samples: { ms: number; status: number }[]) => ({
    medianMs: Math.round(median(samples.map((s) => s.ms)) * 10) / 10,
    maxMs: Math.round(Math.max(...samples.map((s) => s.ms))),
    statuses: [...new Set(samples.map((s) => s.status))],
  });
  try {
    for (let i = 0; i < 3; i += 1) await page();
    const idlePages = [];
    const idleForms = [];
    for (let i = 0; i < 10; i += 1) idlePages.push(await page());
    for (let i = 0; i < 10; i += 1) idleForms.push(await form());

    // The guessers run in a process of their own: 200 loops of fetches in this one would make its
    // own clock late, and the site look slower than it is.
    const guessing = runGuessers(site.url, 200, 15);
    const floodPages = [];
    const floodForms = [];
    let done = false;
    const logins = guessing.finally(() => (done = true));
    while (!done) {
      floodPages.push(await page());
      floodForms.push(await form());
    }
    const { sent: guess, answers } = await logins;
    console.log(
      JSON.stringify(
        {
          logins: { seconds: 15, atOnce: 200, sent: guess, answers },
          page: { idle: figures(idlePages), duringGuessing: figures(floodPages) },
          enquiry: { idle: figures(idleForms), duringGuessing: figures(floodForms) },
        },
        null,
        2,
      ),
    );
    return 0;
  } finally {
    await site.stop();
    postgres.stop();
  }
}

/** Failed logins, `atOnce` at a time for `seconds`, each from an address of its own, from a child process. */
function runGuessers(url: string, atOnce: number, seconds: number): Promise<{ sent: number; answers: Record<string, number> }> {
  const script = `
    const answers = {}; let sent = 0; const until = Date.now() + ${seconds * 1000};
    const one = async () => { while (Date.now() < until) { const n = ++sent;
      const status = await fetch(${JSON.stringify(url)} + '/studio/login', { method: 'POST', redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '172.' + (16 + ((n >> 16) & 15)) + '.' + ((n >> 8) & 255) + '.' + (n & 255) },
        body: 'name=ann&password=guess+' + n }).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
      answers[status] = (answers[status] ?? 0) + 1; } };
    await Promise.all(Array.from({ length: ${atOnce} }, one));
    console.log(JSON.stringify({ sent, answers }));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      const parsed = z.object({ sent: z.number(), answers: z.record(z.string(), z.number()) }).safeParse(JSON.parse(output || 'null'));
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`the guessers printed ${output}`));
    });
  });
}
