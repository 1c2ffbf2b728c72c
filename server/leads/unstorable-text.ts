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

/** Whether any string or key in the value is such text; walks it with a stack of its own, not recursion, so no depth of input can overflow it. */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (isUnstorableText(key)) return true;
        pending.push(inner);
      }
    }
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
