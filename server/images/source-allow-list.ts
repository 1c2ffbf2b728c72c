import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Where the image endpoint may fetch from: the content service's image paths (CONTENT_API_URL's
 * origin, only under CONTENT_IMAGE_PATHS, so a visitor cannot make the site call its admin or
 * control paths) and the whole uploads/CDN origins of IMAGE_ORIGINS. Anything else is refused, as
 * are addresses with a query string or fragment (each variant of a cache-busting query would be
 * another download) and paths with encoded separators or dots (a back end may decode them past
 * the prefix). A host that resolves to a private, loopback or link-local address is refused too,
 * unless the configured source itself names such an address (a content service on the same
 * private network): a public name pointed at an internal address is not.
 */
export interface SourceAllowList {
  /** Why the address is refused, or undefined when it may be fetched. */
  refusal(url: URL): string | undefined;
  /** Whether the origin was configured with an internal address (private addresses allowed). */
  allowsPrivate(url: URL): boolean;
}

/** `sources` are addresses whose path is the allowed prefix: `https://cdn.example` allows the whole origin. */
export function createSourceAllowList(sources: readonly string[]): SourceAllowList {
  const allowed = new Map<string, { internal: boolean; prefixes: string[] }>();
  for (const source of sources) {
    const url = new URL(source);
    const entry = allowed.get(url.origin) ?? { internal: isInternalHost(url.hostname), prefixes: [] };
    entry.prefixes.push(url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);
    allowed.set(url.origin, entry);
  }
  return {
    refusal(url) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return `protocol ${url.protocol} refused`;
      if (url.username || url.password) return 'credentials in the address refused';
      const entry = allowed.get(url.origin);
      if (!entry) return `origin ${url.origin} is not an image origin`;
      if (url.search || url.hash) return 'query string or fragment refused';
      if (/%(2f|5c|2e)|\\/i.test(url.pathname)) return 'encoded separator or dot in the path refused';
      if (!entry.prefixes.some((prefix) => url.pathname.startsWith(prefix))) return `path outside the image paths of ${url.origin}`;
      return undefined;
    },
    allowsPrivate: (url) => allowed.get(url.origin)?.internal === true,
  };
}

/** RFC 3986's unreserved characters: percent-encoding them changes nothing but the spelling. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * One spelling per address (RFC 3986 §6, plus what servers treat alike): the URL parser's
 * normalisation (scheme and host lower-cased, `.` and `..` segments resolved, `127.1` written
 * `127.0.0.1`, the default port dropped), then repeated slashes in the path made one, a host's
 * trailing dot dropped, escapes of unreserved characters decoded and the others' hex upper-cased.
 * The image endpoint keys its cache, fetches and checks the allow-list with this one.
 */
export function normalisedSourceUrl(address: string): string {
  const url = new URL(address);
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.slice(0, -1);
  url.pathname = url.pathname.replace(/\/{2,}/g, '/').replace(/%([0-9a-f]{2})/gi, (escape: string, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  return url.href;
}

/** The sources of the environment: CONTENT_API_URL's origin under CONTENT_IMAGE_PATHS, and IMAGE_ORIGINS. */
export function imageOriginsOf(env: {
  CONTENT_API_URL?: string | undefined;
  CONTENT_IMAGE_PATHS?: readonly string[];
  IMAGE_ORIGINS: readonly string[];
}): string[] {
  const content = env.CONTENT_API_URL ? new URL(env.CONTENT_API_URL).origin : undefined;
  const paths = env.CONTENT_IMAGE_PATHS ?? ['/uploads/'];
  return [...(content ? paths.map((path) => new URL(path, content).href) : []), ...env.IMAGE_ORIGINS];
}

function isInternalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  return isIP(bare) !== 0 && isPrivateAddress(bare);
}

/** Loopback, private, link-local, carrier-grade NAT, unspecified and unique-local addresses. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  if (isIP(bare) === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return (
      a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224
    );
  }
  if (isIP(bare) === 6) {
    return bare === '::' || bare === '::1' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || /^ff/.test(bare);
  }
  return false;
}

/**
 * A `lookup` for node:http(s) that refuses private addresses: the check happens on the address
 * the socket connects to, so a name that resolves differently a second time cannot slip past it.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (error: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void,
  ) => {
    lookup(hostname, { all: true }).then(
      (addresses) => {
        const refused = addresses.find((entry) => !allowPrivate && isPrivateAddress(entry.address));
        if (refused || addresses.length === 0) {
          callback(Object.assign(new Error(`${hostname} resolves to a private address (${refused?.address ?? 'none'})`), { code: 'EPRIVATE' }), []);
          return;
        }
        if ('all' in options && options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}
