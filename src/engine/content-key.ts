import { stableJson } from '../content/content-key';

/** Re-exported for the engine's own keys (config-version.ts). */
export { stableJson };

/**
 * SWR keys of what the renderer keeps per page (a call's key is src/content/content-key.ts's):
 * a section as rendered, and a page's head and section list.
 */
export function sectionKey(pagePath: string, sectionId: string, params: Record<string, string>): string {
  return `section ${pagePath} ${sectionId} ${stableJson(params)}`;
}

export function pageKey(pagePath: string, params: Record<string, string>): string {
  return `page ${pagePath} ${stableJson(params)}`;
}
