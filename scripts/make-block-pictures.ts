import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATH } from '../server/chromium-flags.mjs';
import { serverUrlOf } from '../tests/support/server-url';

/**
 * `npm run studio:pictures`: the picture of each block in the studio's catalogue, made from the
 * block's example. Starts `npm run dev` on a free port, opens each frame of the development block
 * catalogue (/__blocks/<type>/, the block alone rendered from its example) at 1280 px in Chromium
 * and saves its first 1280×720 CSS px, at a quarter of the size, as
 * src/studio/block-pictures/<type>.jpg (committed; src/studio/block-pictures.test.ts fails for a
 * block without one). Run it again after adding a block or changing how one looks.
 */
const OUT_DIR = resolve('src/studio/block-pictures');
const WIDTH = 1280;
const HEIGHT = 720;

async function startDev(dataDir: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEV_CACHE_DIR: join(dataDir, 'vite-cache'), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: string[] = [];
  const url = await serverUrlOf(child, logs, 'npm run dev', 120_000);
  // npm starts tsx, which starts node: the whole group this script started.
  return { url, stop: () => child.pid !== undefined && process.kill(-child.pid, 'SIGTERM') };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'block-pictures-'));
  const dev = await startDev(dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 0.25 });
    const page = await context.newPage();
    const index = await (await fetch(`${dev.url}/__blocks?width=${WIDTH}`, { headers: { accept: 'text/html' } })).text();
    const types = [...index.matchAll(/<a href="#([a-z0-9-]+)">/g)].map((match) => match[1] ?? '');
    if (types.length === 0) throw new Error('the block catalogue lists no block');
    for (const type of types) {
      await page.goto(`${dev.url}/__blocks/${type}/?status=ready`, { waitUntil: 'networkidle' });
      // Carousels and fades settle, lazy images arrive.
      await page.waitForTimeout(300);
      const picture = await page.screenshot({ type: 'jpeg', quality: 70, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
      await writeFile(join(OUT_DIR, `${type}.jpg`), picture);
      console.log(`studio:pictures: ${type}.jpg (${picture.length} bytes)`);
    }
  } finally {
    await browser.close();
    dev.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
