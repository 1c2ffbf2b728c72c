import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRemoteSource } from './read-source';
import { createSourceAllowList, imageOriginsOf, isPrivateAddress } from './source-allow-list';

const limits = { maxBytes: 1_000_000, timeoutMs: 3_000, maxPixels: 1_000_000 };
let server: Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    if (req.url === '/photo.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg bytes');
    else if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (req.url === '/to-other-port') res.writeHead(301, { location: `http://127.0.0.1:${port + 1}/photo.jpg` }).end();
    else if (req.url === '/to-same-origin') res.writeHead(302, { location: '/photo.jpg' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the image source allow-list', () => {
  it('takes the content service\'s origin and IMAGE_ORIGINS, and nothing else', () => {
    const list = createSourceAllowList(imageOriginsOf({ CONTENT_API_URL: 'https://api.agency.example/v1/', IMAGE_ORIGINS: ['https://cdn.agency.example'] }));
    expect(list.refusal(new URL('https://api.agency.example/uploads/a.jpg'))).toBeUndefined();
    expect(list.refusal(new URL('https://cdn.agency.example/a.jpg'))).toBeUndefined();
    expect(list.refusal(new URL('https://evil.example/a.jpg'))).toBe('origin https://evil.example is not an image origin');
    expect(list.refusal(new URL('http://cdn.agency.example/a.jpg'))).toBe('origin http://cdn.agency.example is not an image origin');
    expect(list.refusal(new URL('https://user:pw@cdn.agency.example/a.jpg'))).toBe('credentials in the address refused');
    expect(list.refusal(new URL('file:///etc/passwd'))).toBe('protocol file: refused');
  });

  it('knows private, loopback and link-local addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '100.64.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('downloads from an allowed origin configured with an internal address, following redirects within it', async () => {
    const list = createSourceAllowList([`http://127.0.0.1:${port}`]);
    expect((await readRemoteSource(`http://127.0.0.1:${port}/photo.jpg`, list, limits)).toString()).toBe('jpeg bytes');
    expect((await readRemoteSource(`http://127.0.0.1:${port}/to-same-origin`, list, limits)).toString()).toBe('jpeg bytes');
  });

  it('refuses redirects to other origins and to the metadata address', async () => {
    const list = createSourceAllowList([`http://127.0.0.1:${port}`]);
    await expect(readRemoteSource(`http://127.0.0.1:${port}/to-metadata`, list, limits)).rejects.toThrow('redirect refused: origin http://169.254.169.254 is not an image origin');
    await expect(readRemoteSource(`http://127.0.0.1:${port}/to-other-port`, list, limits)).rejects.toThrow(`redirect refused: origin http://127.0.0.1:${port + 1} is not an image origin`);
    await expect(readRemoteSource('http://10.0.0.1/photo.jpg', list, limits)).rejects.toThrow('origin http://10.0.0.1 is not an image origin');
  });

  it('refuses a configured public name that resolves to a private address, before connecting', async () => {
    const name = hostname();
    const resolved = await lookup(name);
    expect(isPrivateAddress(resolved.address), `${name} should resolve to a private address on a test machine`).toBe(true);
    const list = createSourceAllowList([`http://${name}:${port}`]);
    const before = hits;
    await expect(readRemoteSource(`http://${name}:${port}/photo.jpg`, list, limits)).rejects.toThrow(/resolves to a private address/);
    expect(hits).toBe(before);
  });

  it('stops a download over the byte limit', async () => {
    const list = createSourceAllowList([`http://127.0.0.1:${port}`]);
    await expect(readRemoteSource(`http://127.0.0.1:${port}/photo.jpg`, list, { ...limits, maxBytes: 4 })).rejects.toThrow('over 4');
  });
});
