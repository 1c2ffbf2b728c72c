/**
 * Cache keys shared by the server's embedded data and SWR in the browser: the same request must
 * give the same key on both sides, so objects are serialised with sorted keys.
 */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function callKey(call: string, body: unknown): string {
  return `call ${call} ${stableJson(body ?? {})}`;
}

export function sectionKey(pagePath: string, sectionId: string, params: Record<string, string>): string {
  return `section ${pagePath} ${sectionId} ${stableJson(params)}`;
}

export function metaKey(pagePath: string, params: Record<string, string>): string {
  return `meta ${pagePath} ${stableJson(params)}`;
}
