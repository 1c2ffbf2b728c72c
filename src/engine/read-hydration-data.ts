import type { HydrationData, RenderedSection } from './hydration-data';
import { isPlainObject, oneOf } from '../lib/plain-data';
import { readBrowserRoute } from './browser-route';

/**
 * The browser's reader of the hydration data. It checks the shape by hand, field by field, as
 * `hydrationDataSchema` (hydration-data.ts) describes it, because zod is not part of a page's
 * first download (see docs/decisions/006-no-zod-at-page-load.md).
 */
export const HYDRATION_ELEMENT_ID = '__APP_DATA__';

const SECTION_STATUSES: readonly RenderedSection['status'][] = ['ready', 'failed', 'invalid'];

function readSections(value: unknown): Record<string, RenderedSection> | undefined {
  if (!isPlainObject(value)) return undefined;
  const sections: Record<string, RenderedSection> = {};
  for (const [key, section] of Object.entries(value)) {
    if (!isPlainObject(section) || !('props' in section)) return undefined;
    const status = oneOf(SECTION_STATUSES, section.status);
    if (!status) return undefined;
    sections[key] = { props: section.props, status, content: section.content };
  }
  return sections;
}

export function parseHydrationData(json: unknown): HydrationData {
  if (!isPlainObject(json)) throw new Error('the page has no valid hydration data');
  const { fallback, apiToken, dev, apiOrigin, notFound } = json;
  const route = json.route === undefined ? undefined : readBrowserRoute(json.route);
  const experiment = readShownVariant(json.experiment);
  const sections = readSections(json.sections);
  if (
    !isPlainObject(fallback) ||
    !sections ||
    typeof apiToken !== 'string' ||
    typeof dev !== 'boolean' ||
    (apiOrigin !== undefined && (typeof apiOrigin !== 'string' || !URL.canParse(apiOrigin))) ||
    (notFound !== undefined && notFound !== true) ||
    (json.route !== undefined && !route) ||
    experiment === null
  ) {
    throw new Error('the page has no valid hydration data');
  }
  return {
    fallback,
    sections,
    apiToken,
    dev,
    ...(apiOrigin === undefined ? {} : { apiOrigin }),
    ...(notFound ? { notFound } : {}),
    ...(route ? { route } : {}),
    ...(experiment ? { experiment } : {}),
    ...(json.formState === undefined ? {} : { formState: json.formState }),
  };
}

/** The experiment's variant the server rendered; undefined when absent, null when malformed. */
function readShownVariant(value: unknown): HydrationData['experiment'] | null {
  if (value === undefined) return undefined;
  if (!isPlainObject(value) || typeof value.experiment !== 'string' || typeof value.variant !== 'string') return null;
  return { experiment: value.experiment, variant: value.variant };
}

/** Browser: reads and checks the embedded data (parse, never cast). */
export function readHydrationData(): HydrationData {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  return parseHydrationData(JSON.parse(element?.textContent ?? 'null'));
}
