import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY, parsed: how many proxies stand in front of the instance (a hop count), or which
 * addresses are our proxies (a CIDR list: balancer, CDN edges), plus optionally the header a CDN
 * puts the visitor's address in. 'true'/'1' is one hop (a balancer), 'false'/'0'/'' none.
 */
export interface ProxyTrust {
  /** Any proxy trusted at all: X-Forwarded-Proto/-Host are believed only then. */
  enabled: boolean;
  /** Hop count mode: the proxies in front, each appending one X-Forwarded-For entry (0 in CIDR mode). */
  hops: number;
  /** CIDR mode: an address in here is one of our proxies. */
  proxies?: BlockList;
  /** A CDN's client header (e.g. cf-connecting-ip), believed only from a trusted peer. */
  clientHeader?: string;
}

export const NO_PROXY: ProxyTrust = { enabled: false, hops: 0 };

/** Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d. */
export function plainAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

export function isTrustedProxy(trust: ProxyTrust, address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (!trust.proxies || family === 0) return false;
  return trust.proxies.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Throws with a message naming the bad entry; env.ts turns it into a start-up error. */
export function parseProxyTrust(value: string, clientHeader = ''): ProxyTrust {
  const header = clientHeader.trim().toLowerCase() || undefined;
  if (header && !/^[a-z0-9-]+$/.test(header)) throw new Error(`TRUST_PROXY_HEADER "${clientHeader}" is not a header name`);
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return NO_PROXY;
  if (text === 'true') return { enabled: true, hops: 1, clientHeader: header };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY ${hops}: more than 10 proxies in front is not a real set-up`);
    return { enabled: true, hops, clientHeader: header };
  }
  const proxies = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) {
      throw new Error(`TRUST_PROXY entry "${entry}" is not an address or CIDR range (true, a hop count, or e.g. 10.0.0.0/8,2001:db8::/32)`);
    }
    proxies.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { enabled: true, hops: 0, proxies, clientHeader: header };
}
