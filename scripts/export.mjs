// `npm run export`: writes every route as HTML, with the built assets, into a folder any static host
// or CDN can serve. Pages call the API (content revalidation, forms) on API_ORIGIN. Every image
// variant a page references (/_img/…, docs/decisions/007-image-pipeline.md) is written as a file at
// its address; the pipeline's addresses end with the format's extension, so any host types them.
//   API_ORIGIN=https://api.example.com SITE_URL=https://www.example.com npm run export [-- --out export]
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const args = process.argv.slice(2);
const outDir = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'export';
const buildDir = process.env.BUILD_DIR ?? 'dist';
const apiOrigin = process.env.API_ORIGIN;
if (!apiOrigin) {
  console.error('Set API_ORIGIN to the origin that serves /api (the running site server), e.g. https://api.example.com');
  process.exit(2);
}

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'export-'));
const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', PUBLIC_API_ORIGIN: apiOrigin, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise((resolve, reject) => {
  let seen = '';
  child.stdout.on('data', (chunk) => {
    seen += chunk.toString();
    const match = /"url":"(http:\/\/localhost:\d+)"/.exec(seen);
    if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
  });
  child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
});

try {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(`${buildDir}/client`, outDir, { recursive: true, filter: (source) => !source.endsWith('/index.html') || source.includes('/assets/') });
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  let written = 0;
  const variants = new Set();
  for (const path of paths) {
    const response = await fetch(base + path, { redirect: 'manual' });
    if (response.status !== 200) {
      console.warn(`skipped ${path}: HTTP ${response.status}`);
      continue;
    }
    const file = join(outDir, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    const html = await response.text();
    writeFileSync(file, html);
    for (const match of html.matchAll(/\/_img\/[^\s"'()<>,]+/g)) variants.add(match[0]);
    written += 1;
  }
  const failed = await writeVariants(base, [...variants]);
  const notFound = await fetch(`${base}/__export-not-found__/x/y/`);
  writeFileSync(join(outDir, '404.html'), await notFound.text());
  writeFileSync(join(outDir, 'sitemap.xml'), sitemap);
  writeFileSync(join(outDir, 'robots.txt'), await (await fetch(`${base}/robots.txt`)).text());
  console.log(`exported ${written} pages, ${variants.size - failed} image variants, 404.html, sitemap.xml and robots.txt to ${outDir}/ (API at ${apiOrigin})`);
} finally {
  child.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** Fetches each variant from the server (made now if new) and writes it; two at a time. */
async function writeVariants(base, addresses) {
  let failed = 0;
  const queue = [...addresses];
  const worker = async () => {
    for (let address = queue.shift(); address; address = queue.shift()) {
      const response = await fetch(base + address);
      if (response.status !== 200 || response.headers.get('x-image-fallback')) {
        console.warn(`image ${address}: HTTP ${response.status} ${response.headers.get('x-image-fallback') ?? ''}`);
        failed += 1;
        // A placeholder is written too: the page shows a calm box rather than a broken image.
        if (response.status !== 200) continue;
      }
      const file = join(outDir, decodeURIComponent(address));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    }
  };
  await Promise.all([worker(), worker()]);
  return failed;
}
