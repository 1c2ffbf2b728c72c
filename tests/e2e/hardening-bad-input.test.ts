import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteForFile } from './support/site-and-browser';

/**
 * Bad input against the built site (the bundle, Node's own parser and the real log output): what a
 * unit test of the app cannot see, e.g. a check the bundler dropped or a console line that is not
 * JSON.
 */
const e2e = siteForFile();

/** Raw bytes in, the whole answer out (the server closes the connection). */
function raw(text: string): Promise<string> {
  const { port } = new URL(e2e.site.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 10_000);
  });
}

describe('the built site and bad input', () => {
  it('answers a malformed percent-encoding in an API path with 400, without a token', async () => {
    const answer = await raw('POST /api/Blogs/details/% HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"message":"The request path is not valid (malformed percent-encoding)."');
  });

  it('answers GET /healthz over HTTP/1.0 without a Host header with 200', async () => {
    const answer = await raw('GET /healthz HTTP/1.0\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.[01] 200 /);
  });

  it('writes only JSON lines: a path cannot forge a line, and e-mail addresses in paths are masked', async () => {
    const before = e2e.site.logs.length;
    await raw('GET /x%0a{"level":60,"msg":"FORGED"}/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await raw('GET /jane.doe@example.org/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await raw('GET /page/999/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = e2e.site.logs.slice(before);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      const parsed = z.object({ level: z.number(), msg: z.string() }).safeParse(JSON.parse(line));
      expect(parsed.success, line).toBe(true);
      expect(parsed.data?.msg).not.toBe('FORGED');
    }
    expect(lines.join('\n')).not.toContain('jane.doe');
  });
});
