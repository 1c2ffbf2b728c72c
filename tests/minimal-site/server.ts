import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { z } from 'zod';
import { ROUTE_DISCOVERY_PATH } from '../../src/engine/browser-route';
import { createServerRenderer } from '../../src/runtime/server-render';
import { createMinimalRegistry } from './blocks';
import { chunkOfPage, pages } from './pages';
import { minimalSite } from './site';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The minimal site's browser code, built by Vite as a site's would be: its entry and its chunks. */
async function buildClient(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, rolldownOptions: { input: join(root, 'entry-client.tsx') } },
  });
  const manifest = z.record(z.string(), z.object({ file: z.string(), isEntry: z.boolean().optional() })).parse(JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the minimal site built no entry');
  return entry.file;
}

const greetings: Record<string, string> = { '/': 'Hello from the minimal home page', '/second/': 'Hello from the second page' };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/**
 * The minimal site served: every page rendered on the server by the runtime
 * (src/runtime/server-render.tsx) with the site's own blocks and configs, its built scripts, the
 * route endpoint, and its content API, whose answers the test can hold back (`hold`) to see a
 * page's loading state.
 */
export async function startMinimalSite() {
  const outDir = mkdtempSync(join(tmpdir(), 'minimal-site-'));
  const entry = await buildClient(outDir);
  const registry = createMinimalRegistry();
  await registry.preload();
  const renderer = createServerRenderer({
    ...minimalSite,
    registry,
    pages,
    browserRoute: (path) => (chunkOfPage[path] ? { path, module: chunkOfPage[path] } : null),
    head: { siteName: 'Minimal' },
  });
  const read = async (call: string, body: unknown) => {
    const page = z.object({ page: z.string() }).safeParse(body);
    return call === 'greetings/get' && page.success && greetings[page.data.page] ? { greeting: greetings[page.data.page] } : null;
  };
  const apiCalls: string[] = [];
  let held: Promise<void> | undefined;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://minimal.invalid');
    // The site has no icon: say so without an error in the browser's console.
    if (url.pathname === '/favicon.ico') return response.writeHead(204).end();
    if (url.pathname.startsWith('/assets/')) {
      const file = readFileSync(join(outDir, url.pathname));
      response.writeHead(200, { 'content-type': extname(url.pathname) === '.js' ? 'text/javascript' : 'application/octet-stream' });
      return response.end(file);
    }
    if (url.pathname === ROUTE_DISCOVERY_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ route: renderer.browserRouteOf(url.searchParams.get('path') ?? '') }));
    }
    if (url.pathname.startsWith('/api/')) {
      const call = url.pathname.slice('/api/'.length);
      const body: unknown = JSON.parse((await readBody(request)) || '{}');
      apiCalls.push(`${call} ${JSON.stringify(body)}`);
      await held;
      const answer = await read(call, body);
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(answer));
    }
    const output = await renderer.renderPage({ url: url.pathname + url.search, read, apiToken: 'minimal', siteUrl: 'http://minimal.invalid', dev: false });
    if (output.kind === 'redirect') {
      response.writeHead(output.status, { location: output.location });
      return response.end();
    }
    response.writeHead(output.status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">${output.head}</head><body><div id="root">${output.html}</div>${output.data}<script type="module" src="/${entry}"></script></body></html>`,
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[minimal site]', error);
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiCalls,
    /** Holds every content answer until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
