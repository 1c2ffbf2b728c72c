/**
 * Guards for reading plain JSON data without a schema: the browser's readers of what the server
 * embedded (no zod in a page's first download) and the JSON Schema tools.
 */

/** A JSON object: not null, not an array. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The option `value` is, or undefined when it is none of them. */
export const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

/** The JSON value of a text, or undefined when the text is not JSON (any other error is thrown). */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
