import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startSite } from '../tests/e2e/support/site-server';
import { photoUrl, startPhotoUploads } from './photo-uploads.mjs';

/**
 * `node scripts/run-ts.mjs scripts/image-flood.ts` (after `npm run build`): issue 25's figures. The
 * built site with an uploads origin; /healthz and a page timed idle, then while 30 requests for 30
 * new 2000 px photos (AVIF, 1280 px) hit /_img/ at once; the server's RSS before and after.
 */
export async function main(): Promise<number> {
  const N = 30;
  const uploads: { origin: string; close(): Promise<void> } = await startPhotoUploads();
  const site = await startSite({ IMAGE_ORIGINS: uploads.origin, LOG_LEVEL: 'info' });
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readStatus())?.[1] ?? 0) / 1024;
  const readStatus = () => readFileSync(`/proc/${site.process.pid}/status`, 'utf8');
  const time = async (path: string) => {
    const started = performance.now();
    const response = await fetch(site.url + path);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const sample = async (path: string, count: number) => {
    const values: number[] = [];
    for (let i = 0; i < count; i += 1) values.push(await time(path));
    return values;
  };
  try {
    await sample('/family-travel/', 3); // warm
    const idleHealth = await sample('/healthz', 10);
    const idlePage = await sample('/family-travel/', 5);
    const rssBefore = rss();
    const variant = (i: number) => `/_img/1/@${Buffer.from(photoUrl(uploads.origin, `flood-${i}`)).toString('base64url')}/1280.avif`;
    const floodStarted = performance.now();
    const flood = Array.from({ length: N }, (_, i) => fetch(site.url + variant(i)).then(async (r) => ({ kind: r.headers.get('x-image-fallback') ?? 'made', bytes: (await r.arrayBuffer()).byteLength })));
    const loadedHealth: number[] = [];
    const loadedPage: number[] = [];
    let done = false;
    const answers = Promise.all(flood).finally(() => (done = true));
    while (!done) {
      loadedHealth.push(await time('/healthz'));
      loadedPage.push(await time('/family-travel/'));
    }
    const results = await answers;
    const floodMs = performance.now() - floodStarted;
    const rssAfter = rss();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const counts = results.reduce<Record<string, number>>((all, r) => ({ ...all, [r.kind]: (all[r.kind] ?? 0) + 1 }), {});
    console.log(JSON.stringify({
      flood: { requests: N, ms: Math.round(floodMs), answers: counts },
      healthz: { idleMedianMs: +median(idleHealth).toFixed(1), floodedMedianMs: +median(loadedHealth).toFixed(1), floodedMaxMs: +Math.max(...loadedHealth).toFixed(1), ratio: +(median(loadedHealth) / median(idleHealth)).toFixed(1) },
      page: { idleMedianMs: +median(idlePage).toFixed(1), floodedMedianMs: +median(loadedPage).toFixed(1), floodedMaxMs: +Math.max(...loadedPage).toFixed(1), ratio: +(median(loadedPage) / median(idlePage)).toFixed(1) },
      rssMb: { before: Math.round(rssBefore), afterFlood: Math.round(rssAfter), tenSecondsLater: Math.round(rss()) },
    }, null, 2));
    return 0;
  } finally {
    await site.stop();
    await uploads.close();
  }
}
