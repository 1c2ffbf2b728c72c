import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startSite } from '../tests/e2e/support/site-server';
import { makeNoisePhoto, photoUrl } from './photo-uploads.mjs';

/**
 * `node scripts/run-ts.mjs scripts/image-flood.ts` (after `npm run build`): the image endpoint's
 * figures under the floods of issues 25 and 36, printed as JSON (a benchmark: nothing asserted;
 * the behaviour is tested in server/images/image-routes.test.ts). The built site with an uploads
 * origin, behind a trusted proxy (each client named in X-Forwarded-For):
 * - burst: 30 requests for 30 new 2000 px photos at once (issue 25);
 * - sustained: one client keeps 12 requests for new photos in flight for 20 s (issue 36's probe),
 *   while another client asks for a new photo every second;
 * meanwhile /healthz and a page are timed, each against its idle time; the server's RSS before,
 * right after, and 10 s and 30 s after.
 */
const FLOODER = '203.0.113.66';
const VISITOR = '198.51.100.7';
const PAGE = '/family-travel/';

/**
 * An uploads origin answering every /uploads/<name>.jpg with one of six photographs made before
 * anything is timed (each name is a new address, so a new variant to make; making a photograph
 * per name here would block this process's clock for a tenth of a second each).
 */
async function startUploads() {
  const photos = await Promise.all(Array.from({ length: 6 }, (_, i) => makeNoisePhoto(`flood-source-${i}`)));
  const server = createServer((req, res) => {
    const name = /^\/uploads\/([a-z0-9-]+)\.jpg$/.exec(req.url ?? '')?.[1];
    if (!name) return void res.writeHead(404).end();
    const photo = photos[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % photos.length] ?? Buffer.alloc(0);
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length }).end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function main(): Promise<number> {
  const uploads = await startUploads();
  const site = await startSite({ IMAGE_ORIGINS: uploads.origin, LOG_LEVEL: 'info', TRUST_PROXY: 'true' });
  const rssOf = (pid: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0; // the process has exited: it holds nothing
    }
  };
  /** The site's memory and its image encoder's (a child process while it has work: encoder-process.ts). */
  const rss = () => {
    const children = readFileSync(`/proc/${site.process.pid}/task/${site.process.pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    const encoder = children.reduce((sum, pid) => sum + rssOf(pid), 0);
    return { site: Math.round(rssOf(site.process.pid ?? 0)), encoder: Math.round(encoder) };
  };
  const timed = async (path: string, from = '192.0.2.1') => {
    const started = performance.now();
    const response = await fetch(site.url + path, { headers: { 'x-forwarded-for': from } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, kind: response.headers.get('x-image-fallback') ?? 'made', status: response.status };
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  const summary = (values: number[], idle: number[]) => ({
    idleMedianMs: round(median(idle)),
    floodedMedianMs: round(median(values)),
    floodedMaxMs: round(Math.max(...values)),
    ratio: round(median(values) / Math.max(0.1, median(idle))),
  });
  const count = (kinds: string[]) => kinds.reduce<Record<string, number>>((all, kind) => ({ ...all, [kind]: (all[kind] ?? 0) + 1 }), {});
  const variant = (name: string) => `/_img/1/@${Buffer.from(photoUrl(uploads.origin, name)).toString('base64url')}/1280.avif`;
  /** /healthz and the page, timed one after the other until `done()`. */
  const probe = async (done: () => boolean) => {
    const health: number[] = [];
    const page: number[] = [];
    while (!done()) {
      health.push((await timed('/healthz')).ms);
      page.push((await timed(PAGE)).ms);
    }
    return { health, page };
  };
  try {
    for (let i = 0; i < 3; i += 1) await timed(PAGE);
    const idleHealth: number[] = [];
    const idlePage: number[] = [];
    for (let i = 0; i < 10; i += 1) idleHealth.push((await timed('/healthz')).ms);
    for (let i = 0; i < 5; i += 1) idlePage.push((await timed(PAGE)).ms);
    const idlePhoto = await timed(variant('idle-0'), VISITOR);
    const rssBefore = rss();

    // Issue 25: a burst of 30 new photos at once.
    let burstDone = false;
    const burstStarted = performance.now();
    const burst = Promise.all(Array.from({ length: 30 }, (_, i) => timed(variant(`burst-${i}`), FLOODER))).finally(() => (burstDone = true));
    const burstProbe = await probe(() => burstDone);
    const burstAnswers = await burst;
    const burstMs = performance.now() - burstStarted;

    // Issue 36: one client keeps 12 new photos in flight for 20 s; another asks one a second.
    let stop = false;
    let next = 0;
    const flooded: { ms: number; kind: string }[] = [];
    const flooder = async () => {
      while (!stop) flooded.push(await timed(variant(`flood-${(next += 1)}`), FLOODER));
    };
    const visitor: { ms: number; kind: string }[] = [];
    const visiting = (async () => {
      for (let i = 0; !stop; i += 1) {
        const started = performance.now();
        visitor.push(await timed(variant(`visitor-${i}`), VISITOR));
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (performance.now() - started))));
      }
    })();
    const flooders = Array.from({ length: 12 }, flooder);
    setTimeout(() => (stop = true), 20_000);
    const sustainedProbe = await probe(() => stop);
    await Promise.all([...flooders, visiting]);
    const rssAfter = rss();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const rss10s = rss();
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const rss30s = rss();

    console.log(
      JSON.stringify(
        {
          idle: { healthzMedianMs: round(median(idleHealth)), pageMedianMs: round(median(idlePage)), newPhotoMs: round(idlePhoto.ms) },
          burst: {
            requests: 30,
            ms: Math.round(burstMs),
            answers: count(burstAnswers.map((a) => a.kind)),
            healthz: summary(burstProbe.health, idleHealth),
            page: summary(burstProbe.page, idlePage),
          },
          sustained: {
            seconds: 20,
            inFlight: 12,
            flooder: { answers: count(flooded.map((a) => a.kind)), maxWaitMs: Math.round(Math.max(...flooded.map((a) => a.ms))) },
            otherClient: {
              answers: count(visitor.map((a) => a.kind)),
              photoMedianMs: Math.round(median(visitor.map((a) => a.ms))),
              photoMaxMs: Math.round(Math.max(...visitor.map((a) => a.ms))),
            },
            healthz: summary(sustainedProbe.health, idleHealth),
            page: summary(sustainedProbe.page, idlePage),
          },
          rssMb: { before: rssBefore, afterFlood: rssAfter, tenSecondsLater: rss10s, thirtySecondsLater: rss30s },
        },
        null,
        2,
      ),
    );
    return 0;
  } finally {
    await site.stop();
    await uploads.close();
  }
}
