import { contentCalls } from '../../src/content/contract/calls';
import { resolveCall } from '../../server/api/content-routes';
import { createEmbeddedSource } from '../../server/content-source/embedded-source';
import { openPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed-store';
import { startContentStub, type ContentStub } from './content-stub';

/**
 * A remote content service that answers every call with the real demo content made hostile, so
 * each block meets hostile values in exactly the fields it reads:
 * - `script`: text carries script and event-handler markup, every link and image is a
 *   `javascript:`, `data:` or protocol-relative URL;
 * - `huge`: strings of 1 MB (six per answer);
 * - `types`: every value of the wrong type;
 * - `nulls`: null in every field.
 */
export type HostileMode = 'script' | 'huge' | 'types' | 'nulls';

export const PWNED_TEXT = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
export const HOSTILE_URLS = [
  'javascript:window.__pwned=3',
  ' JaVaScRiPt:window.__pwned=4',
  'java\tscript:window.__pwned=5',
  '\u0001javascript:window.__pwned=6',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD03PC9zY3JpcHQ+',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=8"/>',
  'vbscript:msgbox(1)',
  '//evil.example/tracker.png',
];
const URL_KEY = /link|url|href|image|img|src|video|banner|photo|picture|icon|logo|thumb|avatar|poster/i;
const ONE_MB = 'A'.repeat(1024 * 1024);

function makeHostile(value: unknown, mode: HostileMode, key: string, counter: { n: number; huge: number }): unknown {
  counter.n += 1;
  if (Array.isArray(value)) {
    if (mode === 'types') return { length: value.length, 0: 'not an array' };
    return value.map((item) => makeHostile(item, mode, key, counter));
  }
  if (value !== null && typeof value === 'object') {
    // The envelope's own fields stay as they are, so the hostile values reach the blocks.
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'success' ? v : makeHostile(v, mode, k, counter)]),
    );
  }
  // Every field there is, null (the structure kept, so each block meets its own fields as null).
  if (mode === 'nulls') return null;
  if (typeof value === 'string') {
    // A few fields per answer, spread over it (all of them would make answers of hundreds of MB).
    if (mode === 'huge') return counter.n % 5 === 0 && counter.huge++ < 6 ? ONE_MB : value;
    if (mode === 'types') return counter.n % 2 === 0 ? 12345 : { text: value };
    return URL_KEY.test(key) ? HOSTILE_URLS[counter.n % HOSTILE_URLS.length] : `${PWNED_TEXT}${value}`;
  }
  if (typeof value === 'number' && mode === 'types') return String(value);
  if (typeof value === 'boolean' && mode === 'types') return 'true';
  return value;
}

/**
 * Starts the stub (reading the embedded demo content); `setMode` switches what it makes of it, so
 * one site can meet every kind of hostile content in turn (run it with RENDER_CACHE=off).
 */
export async function startHostileStub(initial: HostileMode): Promise<{ stub: ContentStub; setMode(mode: HostileMode): void; close(): Promise<void> }> {
  const db = await openPglite('memory://');
  await migrate(db);
  await seedIfEmpty(db);
  const source = createEmbeddedSource(db);
  let mode = initial;
  const stub = await startContentStub(async (path, body, response) => {
    const resolved = resolveCall(path);
    const request = resolved && contentCalls[resolved.call].request.safeParse({ ...JSON.parse(body || '{}'), ...resolved.pathParams });
    if (!resolved || !request?.success) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: 'No data found', data: null }));
      return;
    }
    const answer = await source.answer(resolved.call, { ...request.data });
    const hostile = answer.status === 200 ? makeHostile(answer.body, mode, '', { n: 0, huge: 0 }) : answer.body;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(hostile));
  });
  return {
    stub,
    setMode: (next) => {
      mode = next;
    },
    async close() {
      await stub.close();
      await db.close();
    },
  };
}
