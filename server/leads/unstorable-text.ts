/**
 * Text PostgreSQL cannot store in a jsonb or text column: a NUL character, or half of a UTF-16
 * surrogate pair (JSON's "\ud800" escape decodes to one). Without this check such a field reached
 * the database, failed there and was answered as an outage (503, "try again"), which it is not.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'This answer holds characters we cannot store. Please retype it.';

export function isUnstorableText(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorableText(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => isUnstorableText(key) || holdsUnstorableText(item));
  }
  return false;
}

/** The top-level fields of a request body (a form's fields) that hold such text, by name. */
export function unstorableFields(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body)
    .filter(([key, value]) => isUnstorableText(key) || holdsUnstorableText(value))
    .map(([key]) => (isUnstorableText(key) ? 'form' : key));
}
