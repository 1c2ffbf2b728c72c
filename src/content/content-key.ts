/**
 * The one cache key of a content call, in SWR's cache in the browser and in the server's embedded
 * data alike: the same call and body give the same key on both sides (objects serialised with
 * sorted keys). Its value is the call's raw answer, as the reader returned it.
 */
export function contentKey(call: string, body: unknown): string {
  return `call ${call} ${stableJson(body ?? {})}`;
}

/**
 * The key of a call's answer checked against the contract (the chrome's hooks): a value of
 * another kind than the raw answer, so under a key of its own.
 */
export function checkedAnswerKey(call: string, body: unknown): string {
  return `checked ${contentKey(call, body)}`;
}

export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
