import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced-load.mjs';

/** A server that answers one request at a time, each `ms` after it could start on it. */
function serialServer(ms: number): Promise<{ url: string; server: Server; served: () => number }> {
  let queue = Promise.resolve();
  let served = 0;
  const server = createServer((request, response) => {
    queue = queue.then(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            served += 1;
            response.end('ok');
            resolve();
          }, ms),
        ),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, server, served: () => served });
    }),
  );
}

describe('the paced load of npm run bench', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('sends every request it was asked for and counts the answers', async () => {
    const site = await serialServer(1);
    server = site.server;
    const result = await pacedLoad(site.url, { rate: 50, seconds: 0.4 });
    expect(site.served()).toBe(20);
    expect(result.errors).toBe(0);
  });

  it('keeps sending on schedule while the server falls behind, so its queue shows in the latencies', async () => {
    // 100 requests a second against a server that manages 25: the twentieth request, due at
    // 190 ms, cannot be answered before 20 × 40 = 800 ms. A closed-loop client (one connection
    // waiting for each answer) would report 40 ms for every request; this one reports the wait.
    const site = await serialServer(40);
    server = site.server;
    const result = await pacedLoad(site.url, { rate: 100, seconds: 0.2 });
    expect(result.max).toBeGreaterThanOrEqual(550);
    expect(result.p50).toBeGreaterThanOrEqual(200);
  });
});
