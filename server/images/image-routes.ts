import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  FORMAT_MIME_TYPES,
  IMAGE_PIPELINE_VERSION,
  parseVariantPath,
  type VariantFormat,
} from '../../src/shared/responsive-image-url';
import { clientKeyOf } from '../http/client-address';
import { createFairLimiter, LimiterFullError } from '../limits/fair-limiter';
import { ENCODE_SLOTS, ENCODE_TIMEOUT_SECONDS, MAX_INPUT_PIXELS, rasterKindOf } from './encode-variant';
import { createEncoderProcess, type EncoderProcess } from './encoder-process';
import { createFailedSources } from './failed-sources';
import { localSourceVersion, readLocalSource, readRemoteSource, SourceError, type SourceLimits } from './read-source';
import { createSourceAllowList, normalisedSourceUrl } from './source-allow-list';
import type { VariantCache } from './variant-cache';

export interface ImageRouteOptions {
  /** The site's own files (the built client in production, public/ in development). */
  publicDir: string;
  /** Remote origins sources may come from (imageOriginsOf(env)). */
  origins: readonly string[];
  /** Opened once at start-up (it reads its directory); awaited by the first request. */
  cache: Promise<VariantCache>;
  limits?: Partial<SourceLimits>;
  /**
   * Variants made at once (download and encode) and how many more may wait; beyond, "busy". One
   * client (an address, an IPv6 /64) gets at most `perClient` of each; a variant waits at most
   * `maxWaitMs` for its turn (for the download slot, then for the encoder) before the "busy" placeholder.
   */
  work?: { running: number; waiting: number; perClient?: { running: number; waiting: number }; maxWaitMs?: number };
  /** Who asks, for the fair shares (default: the client address's block, server/http/client-address.ts). */
  clientOf?: (c: Context) => string;
  /** Longest one encode may run, in seconds (sharp's timeout). */
  encodeTimeoutSeconds?: number;
  /** Where photos are encoded (default: a process of its own, started when first needed). */
  encoder?: EncoderProcess;
  onProblem?: (message: string, details: Record<string, unknown>) => void;
  /**
   * Aborted when the server shuts down: waiting and new variants are answered "busy" at once, so
   * the drain waits only for the encodes already running (each at most its timeout).
   */
  shutdown?: AbortSignal;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
// A file of the site may be replaced in place by a deploy: its address carries no version, so
// browsers and CDNs check again after a day (the ETag answers 304 when nothing changed).
const LOCAL_SOURCE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
// A source that failed may work in a minute (a content service restarting).
const PLACEHOLDER_CACHE = 'public, max-age=60';
// Busy is a moment's state of this instance: never kept by a CDN or the browser.
const BUSY_CACHE = 'no-store';
const DEFAULT_LIMITS: SourceLimits = { maxBytes: 25 * 1024 * 1024, timeoutMs: 8_000, maxPixels: MAX_INPUT_PIXELS };
/** How long a variant may wait for a slot, then for the encoder, before it is answered "busy". */
export const MAX_IMAGE_WAIT_MS = 5_000;
/** A source that failed is answered the placeholder unasked for this long (the placeholder's own max-age). */
const FAILED_SOURCE_MS = 60_000;

/**
 * `GET /_img/<pipeline>/<source>/<width>.<format>` (src/blocks/shared/responsive-image-url.ts):
 * a resized, re-encoded copy of a raster source of the site or of an allowed remote origin, from
 * the disk cache or made now. A source that cannot be used is answered with a plain placeholder
 * (header `X-Image-Fallback: source` or `busy`; why is in the log only, so a visitor learns nothing
 * of the content service's answers), so a page shows a calm grey box, never a broken image.
 * Bounded and fair: `work.running` variants are made at once (downloads and encodes; encodes on
 * ENCODE_SLOTS threads), `work.waiting` more wait, each at most MAX_IMAGE_WAIT_MS, and one client
 * has at most its share of both (the slots and the encoder go to waiting clients in turn), so a
 * flood from one address is answered the placeholder while everybody else's photos are made; any
 * further one is answered the placeholder at once, uncached. The pages and /healthz never wait for
 * an image. Cache keys come from the normalised source (one spelling per address), and a source
 * that failed is remembered for a minute, so repeated asks for it fetch nothing.
 */
export function createImageRoutes(options: ImageRouteOptions) {
  const allowList = createSourceAllowList(options.origins);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const running = options.work?.running ?? ENCODE_SLOTS + 2;
  const waiting = options.work?.waiting ?? 8;
  const maxWaitMs = options.work?.maxWaitMs ?? MAX_IMAGE_WAIT_MS;
  // Each variant being made may hold a downloaded source (up to maxBytes) and a decoded photo. One
  // client leaves at least one slot and half the queue to the others.
  const work = createFairLimiter({
    slots: running,
    maxWaiting: waiting,
    perClient: options.work?.perClient ?? { running: Math.max(1, running - 1), waiting: Math.max(1, Math.ceil(waiting / 2)) },
    maxWaitMs,
  });
  // One encode per core (at the encoder's lower priority): more only queue for the same cores, and
  // each holds a decoded photo. One client leaves at least one of them to the others.
  const encodeSlot = createFairLimiter({ slots: ENCODE_SLOTS, perClient: { running: Math.max(1, ENCODE_SLOTS - 1), waiting: running }, maxWaitMs });
  options.shutdown?.addEventListener('abort', () => {
    work.close();
    encodeSlot.close();
  });
  const clientOf = options.clientOf ?? clientKeyOf;
  const encoder = options.encoder ?? createEncoderProcess();
  const failed = createFailedSources(FAILED_SOURCE_MS);
  const downloads = new Map<string, Promise<Buffer>>();
  const placeholders = new Map<string, Promise<Buffer>>();

  // One download per remote source at a time, however many widths and formats ask for it.
  const remoteSource = (url: string) => {
    let pending = downloads.get(url);
    if (!pending) {
      pending = readRemoteSource(url, allowList, limits).finally(() => downloads.delete(url));
      downloads.set(url, pending);
    }
    return pending;
  };

  const placeholder = (width: number, format: VariantFormat) => {
    const key = `${width}.${format}`;
    let made = placeholders.get(key);
    if (!made) {
      made = encoder.placeholder({ width, format });
      // A failed placeholder (the encoder crashed meanwhile) is made again next time.
      made.catch(() => placeholders.delete(key));
      placeholders.set(key, made);
    }
    return made;
  };

  const app = new Hono();
  app.get('/_img/*', async (c) => {
    const parsed = parseVariantPath(c.req.path);
    if (!parsed.ok) return c.text(`Not an image variant: ${parsed.reason}`, 404);
    const { source, width, format } = parsed;
    const client = clientOf(c);

    let key: string;
    let read: () => Promise<Buffer>;
    let cacheControl: string;
    try {
      if (source.kind === 'local') {
        const local = await localSourceVersion(options.publicDir, source.path);
        // The resolved file: whatever spelling reached it, one entry.
        key = `local:${local.file}:${local.version}`;
        read = () => readLocalSource(local.file, limits);
        cacheControl = LOCAL_SOURCE_CACHE;
      } else {
        // One spelling per address (path resolved, host lower-cased, 127.1 = 127.0.0.1, …): the
        // key, the download and the allow-list all see the same one.
        const url = normalisedSourceUrl(source.url);
        const refusal = allowList.refusal(new URL(url));
        if (refusal) throw new SourceError(refusal);
        key = `remote:${url}`;
        read = () => remoteSource(url);
        // An upload's address is its version: the content service gives a replaced photo a new one.
        cacheControl = IMMUTABLE;
      }
    } catch (error) {
      return fallback(error);
    }

    const variantKey = createHash('sha256').update(`${IMAGE_PIPELINE_VERSION}\n${key}\n${width}\n${format}`).digest('hex');
    const etag = `"${variantKey.slice(0, 32)}"`;
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': cacheControl });
    try {
      const data = await (await options.cache).get(variantKey, () => {
        // Failed a moment ago: the placeholder again, nothing fetched and no slot taken.
        const recent = failed.recent(key);
        if (recent) return Promise.reject(new SourceError(`${recent} (failed less than a minute ago)`));
        return work(client, async () => {
          const bytes = await failed.remember(key, async () => {
            const source = await read();
            if (!rasterKindOf(source)) throw new SourceError('source is not a JPEG, PNG, WebP or AVIF file');
            return source;
          });
          // An encode that ran out of time says more about our load than about the source: not remembered.
          const encode = () => encoder.variant(bytes, { width, format, maxPixels: limits.maxPixels, timeoutSeconds: options.encodeTimeoutSeconds ?? ENCODE_TIMEOUT_SECONDS });
          return encodeSlot(client, () => failed.remember(key, encode, (error) => error instanceof Error && /\btimeout\b|image encoder (exited|failed)/i.test(error.message)));
        });
      });
      return c.body(new Uint8Array(data), 200, {
        'Content-Type': FORMAT_MIME_TYPES[format],
        'Cache-Control': cacheControl,
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
      });
    } catch (error) {
      return fallback(error);
    }

    async function fallback(error: unknown) {
      const busy = error instanceof LimiterFullError;
      const reason = error instanceof Error ? error.message : String(error);
      options.onProblem?.(busy ? 'image endpoint busy: answered with the placeholder' : 'image source failed: answered with the placeholder', {
        path: c.req.path,
        reason,
        ...(busy ? { ...work.load(), client } : {}),
      });
      const data = await placeholder(width, format);
      return c.body(new Uint8Array(data), 200, {
        'Content-Type': FORMAT_MIME_TYPES[format],
        'Cache-Control': busy ? BUSY_CACHE : PLACEHOLDER_CACHE,
        'X-Image-Fallback': busy ? 'busy' : 'source',
      });
    }
  });
  return app;
}
