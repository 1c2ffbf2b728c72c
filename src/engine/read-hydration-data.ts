import type { HydrationData, RenderedSection } from './hydration-data';

/**
 * The browser's reader of the hydration data. It checks the shape by hand, field by field, as
 * `hydrationDataSchema` (hydration-data.ts) describes it, because zod is not part of a page's
 * first download (see docs/decisions/006-no-zod-at-page-load.md).
 */
export const HYDRATION_ELEMENT_ID = '__APP_DATA__';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStatus = (value: unknown): value is RenderedSection['status'] =>
  value === 'ready' || value === 'failed' || value === 'invalid';

function readSections(value: unknown): Record<string, RenderedSection> | undefined {
  if (!isObject(value)) return undefined;
  const sections: Record<string, RenderedSection> = {};
  for (const [key, section] of Object.entries(value)) {
    if (!isObject(section) || !isStatus(section.status) || !('props' in section)) return undefined;
    sections[key] = { props: section.props, status: section.status, content: section.content };
  }
  return sections;
}

export function parseHydrationData(json: unknown): HydrationData {
  if (!isObject(json)) throw new Error('the page has no valid hydration data');
  const { fallback, apiToken, dev, apiOrigin } = json;
  const sections = readSections(json.sections);
  if (
    !isObject(fallback) ||
    !sections ||
    typeof apiToken !== 'string' ||
    typeof dev !== 'boolean' ||
    (apiOrigin !== undefined && (typeof apiOrigin !== 'string' || !URL.canParse(apiOrigin)))
  ) {
    throw new Error('the page has no valid hydration data');
  }
  return { fallback, sections, apiToken, dev, ...(apiOrigin === undefined ? {} : { apiOrigin }) };
}

/** Browser: reads and checks the embedded data (parse, never cast). */
export function readHydrationData(): HydrationData {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  return parseHydrationData(JSON.parse(element?.textContent ?? 'null'));
}
