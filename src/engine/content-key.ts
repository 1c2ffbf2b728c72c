/**
 * Every cache key of the engine, in the browser's content cache (src/runtime/content-cache.ts) and
 * in the server's embedded data alike: the same call, section or page gives the same key on both
 * sides (objects serialised with sorted keys).
 */

/** A content call's raw answer, as the reader returned it. */
export function contentKey(call: string, body: unknown): string {
  return `call ${call} ${stableJson(body ?? {})}`;
}

/**
 * A call's answer checked against the contract (the chrome's hooks): a value of another kind
 * than the raw answer, so under a key of its own.
 */
export function checkedAnswerKey(call: string, body: unknown): string {
  return `checked ${contentKey(call, body)}`;
}

/** A section as rendered: its parsed props and checked content. */
export function sectionKey(pagePath: string, sectionId: string, params: Record<string, string>): string {
  return `section ${pagePath} ${sectionId} ${stableJson(params)}`;
}

/** A page's head, and whether its content says it is missing or moved. */
export function pageKey(pagePath: string, params: Record<string, string>): string {
  return `page ${pagePath} ${stableJson(params)}`;
}

export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
