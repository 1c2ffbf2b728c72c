/**
 * A page config file's JSON, or undefined when it is not JSON: the config check names the broken
 * file to the developer; the studio lists, copies and compares only the others.
 */
export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    console.warn(`[studio] ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
