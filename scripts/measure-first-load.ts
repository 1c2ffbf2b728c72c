import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startSite } from '../tests/e2e/support/site-server';

/**
 * The first-load JavaScript of each content route, as a phone in Chromium downloads it: the
 * scripts a route loads until it has hydrated and the network is quiet, each one's gzipped size
 * and its size on the wire (compressed body plus response headers, what Lighthouse counts).
 * With source maps in the build (`vite build --sourcemap`), it also says what each library of
 * node_modules costs on the route: the gzipped size of that library's code in the loaded scripts.
 *
 * Usage: BUILD_DIR=.build-x npx tsx scripts/measure-first-load.ts [route ...]
 * (the site must be built into BUILD_DIR first; `dist` when it is not set).
 */
const BENCH_ROUTES = [
  '/',
  '/family-travel/',
  '/blog/',
  '/disney-world-10-tips-for-families/',
  '/go/',
  '/landing-familytravel/',
  '/country/kenya/',
  '/monthly/january/',
  '/testimonials/',
  '/destinations/',
];

interface LoadedScript {
  url: string;
  body: string;
  gzipBytes: number;
  wireBytes: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function scriptsOf(browser: Browser, url: string): Promise<LoadedScript[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const pending: Promise<LoadedScript>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
        const body = (await response?.text()) ?? '';
        return { url: request.url(), body, gzipBytes: gzipSync(body, { level: 9 }).byteLength, wireBytes: sizes.responseBodySize + sizes.responseHeadersSize };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

/**
 * A node_modules path's package name (`name`, or `@scope/*` for a scope's packages together:
 * Radix is some twenty small packages), if the source is one.
 */
function packageOf(source: string): string | undefined {
  const match = /node_modules\/(?:(@[^/]+)\/[^/]+|([^/]+))/.exec(source);
  return match?.[1] ? `${match[1]}/*` : match?.[2];
}

/** Each package's code in a built script, found through the script's source map. */
function codeByPackage(buildClientDir: string, script: LoadedScript): Map<string, string> {
  const file = join(buildClientDir, new URL(script.url).pathname);
  const byPackage = new Map<string, string>();
  if (!existsSync(`${file}.map`)) return byPackage;
  const map: unknown = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  if (typeof map !== 'object' || map === null || !('mappings' in map) || !('sources' in map)) return byPackage;
  const { mappings, sources } = map;
  if (typeof mappings !== 'string' || !Array.isArray(sources)) return byPackage;
  const lines = script.body.split('\n');
  decode(mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, index) => {
      const sourceIndex = segment[1];
      const source = sourceIndex === undefined ? undefined : sources[sourceIndex];
      const name = typeof source === 'string' ? (packageOf(source) ?? '(site code)') : '(site code)';
      const end = segments[index + 1]?.[0] ?? line.length;
      byPackage.set(name, (byPackage.get(name) ?? '') + line.slice(segment[0], end));
    });
  });
  return byPackage;
}

export async function main(args: string[]): Promise<number> {
  const buildDir = process.env.BUILD_DIR ?? 'dist';
  const routes = args.length > 0 ? args : BENCH_ROUTES;
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    console.log('| route | scripts | gzipped KB | on the wire KB (Lighthouse) | code by package (≥ 0.5 KB), gzipped KB |');
    console.log('|---|---|---|---|---|');
    for (const route of routes) {
      const scripts = await scriptsOf(browser, site.url + route);
      const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const wire = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
      const code = new Map<string, string>();
      for (const script of scripts) {
        for (const [name, text] of codeByPackage(join(buildDir, 'client'), script)) code.set(name, (code.get(name) ?? '') + text);
      }
      const libraries = [...code]
        .map(([name, text]) => [name, gzipSync(text, { level: 9 }).byteLength] as const)
        .sort((a, b) => b[1] - a[1])
        .filter(([, bytes]) => bytes >= 512)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(', ');
      console.log(`| ${route} | ${scripts.length} | ${kb(gzip)} | ${kb(wire)} | ${libraries || '(no source maps)'} |`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
