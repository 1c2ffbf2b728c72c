import type { KyInstance } from 'ky';
import type { ContentReader } from '../engine/block';
import { callPath, type ContentCallName, isContentCallName } from './contract/call-names';

/**
 * The one HTTP client of the browser: POST /api/<call> on the site's own origin, JSON bodies, the
 * `token` header. The token is public by nature (the spec's back end takes a fixed value from every
 * visitor); the server hands it to the page with the hydration data.
 */
let apiToken = '';
let apiOrigin: string | undefined;

export function configureContentClient(options: { token: string; apiOrigin?: string }) {
  apiToken = options.token;
  apiOrigin = options.apiOrigin;
}

/** A statically exported site calls the API on its own origin (API_ORIGIN at export time). */
function toApiOrigin(request: Request): Request | undefined {
  if (!apiOrigin) return undefined;
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, apiOrigin);
  return target.href === url.href ? undefined : new Request(target, request);
}

// Absolute in the browser (and in jsdom tests, whose fetch needs absolute URLs); unused on the server.
const apiBase = typeof location === 'undefined' ? '/api/' : new URL('/api/', location.origin).href;

let apiClient: Promise<KyInstance> | undefined;

/**
 * The ky instance, loaded the first time the browser calls the API (a navigation, a form) rather
 * with the page: hydration calls nothing, so ky's bytes would only delay the first paint.
 */
export function loadApi(): Promise<KyInstance> {
  apiClient ??= import('ky').then(
    ({ default: ky }) =>
      ky.create({
        prefixUrl: apiBase,
        timeout: 15_000,
        retry: { limit: 1, methods: ['post'], statusCodes: [408, 502, 503, 504] },
        hooks: {
          beforeRequest: [
            (request) => {
              request.headers.set('token', apiToken);
              return toApiOrigin(request);
            },
          ],
        },
      }),
    (error: unknown) => {
      // A chunk that failed to load (network gone) is asked for again next time.
      apiClient = undefined;
      throw error;
    },
  );
  return apiClient;
}

/**
 * The spec's wrapper (spec 1 §7): resolves to the JSON answer, or null on any failure, which it
 * logs. Callers parse the answer with the contract's schemas before using it.
 */
export async function fetchContent(call: ContentCallName, body: unknown): Promise<unknown> {
  try {
    const { path, body: json } = callPath(call, body);
    const api = await loadApi();
    return await api.post(path, { json }).json<unknown>();
  } catch (error) {
    console.warn(`[content] ${call} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The engine's reader in the browser. */
export const browserReader: ContentReader = async (call, body) => {
  if (!isContentCallName(call)) {
    console.warn(`[content] unknown call "${call}"`);
    return null;
  }
  return fetchContent(call, body);
};
