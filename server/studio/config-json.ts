/**
 * A config's text (a file, a draft) as JSON, or undefined (with a warning) when it is not JSON: the studio lists
 * the other pages, and `npm run check:configs` names the broken file.
 */
export function configJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    console.warn(`[studio] ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
