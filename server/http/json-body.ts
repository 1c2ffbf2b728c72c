/**
 * A request body's JSON, bounded in depth before anything walks it. JSON.parse itself copes with
 * thousands of levels, but every recursive walk after it (a check of each string, zod,
 * JSON.stringify into a jsonb column) overflows the stack on about 5,000 (12 KB), which was a 500
 * or a 503 "try again" with an error-level line on demand. No form or page config comes near the
 * bound: a form's body is one level, a page config about ten.
 */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';
export const NOT_JSON_BODY_MESSAGE = 'The request body is not valid JSON.';

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`: one pass over the
 * characters, outside strings, with no recursion (so any length of text is safe to ask about).
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; message: string };

/** The body's JSON value, or the visitor's 400 message: not JSON, or nested too deeply. */
export function parseJsonBody(text: string, maxDepth = MAX_JSON_DEPTH): JsonBody {
  if (jsonNestsDeeperThan(text, maxDepth)) return { ok: false, message: JSON_TOO_DEEP_MESSAGE };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false, message: NOT_JSON_BODY_MESSAGE };
    throw error;
  }
}
