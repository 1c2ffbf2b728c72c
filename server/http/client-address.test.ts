import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { addressBlock, clientAddressMiddleware } from './client-address';
import { parseProxyTrust, type ProxyTrust } from './proxy-trust';
import { clientAddressOf } from './request-context';

/** A real socket (peer 127.0.0.1), so the peer's place in the chain is what production sees. */
describe('the client address behind proxies (TRUST_PROXY)', () => {
  const servers: Server[] = [];
  const urls = new Map<string, string>();
  const settings: Record<string, ProxyTrust> = {
    none: parseProxyTrust('false'),
    balancer: parseProxyTrust('true'),
    cdnAndBalancer: parseProxyTrust('2'),
    cidrs: parseProxyTrust('127.0.0.0/8, 10.0.0.0/8, 2001:db8::/32'),
    cdnHeader: parseProxyTrust('127.0.0.1/32', 'CF-Connecting-IP'),
    headerFromStranger: parseProxyTrust('10.0.0.0/8', 'cf-connecting-ip'),
  };

  beforeAll(async () => {
    for (const [name, trust] of Object.entries(settings)) {
      const app = new Hono();
      app.use('*', clientAddressMiddleware(trust));
      app.get('/', (c) => c.text(clientAddressOf(c)));
      const server = createServer(getRequestListener(app.fetch));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      urls.set(name, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    }
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  const ask = async (setting: string, headers: Record<string, string> = {}) => (await fetch(urls.get(setting)!, { headers })).text();

  it('is the socket peer without trust, whatever the headers say', async () => {
    expect(await ask('none', { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
  });

  it('with one hop is the entry the balancer appended, not one the client forged before it', async () => {
    expect(await ask('balancer', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await ask('balancer')).toBe('127.0.0.1');
  });

  it('with two hops (CDN, then balancer) is the visitor the CDN saw, not the CDN edge', async () => {
    // The visitor forged 198.51.100.1; the CDN appended the visitor 203.0.113.9; the balancer the edge 192.0.2.50.
    expect(await ask('cdnAndBalancer', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 192.0.2.50' })).toBe('203.0.113.9');
    expect(await ask('cdnAndBalancer', { 'x-forwarded-for': '192.0.2.50' })).toBe('192.0.2.50');
  });

  it('with a CIDR list skips every proxy of ours from the right', async () => {
    expect(await ask('cidrs', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.1.2.3, 2001:db8::7' })).toBe('203.0.113.9');
    expect(await ask('cidrs', { 'x-forwarded-for': '10.1.2.3' })).toBe('10.1.2.3');
  });

  it("takes the CDN's named header only from a trusted peer", async () => {
    expect(await ask('cdnHeader', { 'cf-connecting-ip': '203.0.113.77', 'x-forwarded-for': '192.0.2.50' })).toBe('203.0.113.77');
    expect(await ask('cdnHeader', { 'cf-connecting-ip': 'not an address', 'x-forwarded-for': '192.0.2.50' })).toBe('192.0.2.50');
    // Our peer 127.0.0.1 is not in 10.0.0.0/8: a client reaching the instance directly cannot pick its address.
    expect(await ask('headerFromStranger', { 'cf-connecting-ip': '203.0.113.77', 'x-forwarded-for': '10.0.0.1' })).toBe('127.0.0.1');
  });

  it('refuses a bad TRUST_PROXY at start-up, naming it', () => {
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: TRUST_PROXY entry "10.0.0.0\/33" is not an address or CIDR range/);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY entry "yes"/);
    expect(() => parseEnv({ TRUST_PROXY: '1', TRUST_PROXY_HEADER: 'cf connecting ip' })).toThrow(/is not a header name/);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toMatchObject({ enabled: true, hops: 1 });
  });
});

describe('addressBlock: who a limit counts', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::7', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, block) => {
    expect(addressBlock(address)).toBe(block);
  });
});
