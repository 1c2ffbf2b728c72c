import { z } from 'zod';
import { destinationOption } from '../../content/contract/details-fields';
import { monthlyDestinationItem } from '../../content/contract/page-fields';
import { readData, readPage } from '../../content/read';
import { ContentUnavailableError, type ContentReader } from '../../engine/block';
import { slugify } from '../../lib/slug';

/**
 * The route resolution of the month detail and country pages, shared by their blocks and their
 * meta sources (every call is read once per request on the server, so sharing costs nothing).
 */
export const MONTHS_PAGE_ID = 16;

const monthTiles = z.array(monthlyDestinationItem);
const destinationList = z.object({ destinations: z.array(destinationOption) });
const record = z.record(z.string(), z.unknown());

/** The month id of /monthly/{slug}/: the month tile of page 16 whose title slugs to the route slug. */
export async function resolveMonthId(read: ContentReader, slug: string): Promise<string | number | undefined> {
  const page = await readPage(read, MONTHS_PAGE_ID);
  const tiles = monthTiles.safeParse(page.monthlyDestinations ?? []);
  if (!tiles.success) throw new ContentUnavailableError('pages/get');
  return tiles.data.find((tile) => slugify(tile.title) === slug)?.monthId;
}

/** `pages/monthPageDetails` data of the route's month; null when no month has that slug. */
export async function readMonthDetails(read: ContentReader, slug: string): Promise<unknown> {
  const monthId = await resolveMonthId(read, slug);
  if (monthId === undefined) return null;
  return readData(read, 'pages/monthPageDetails', { monthId });
}

export interface ResolvedCountry {
  countryId: string | number;
  /** The canonical route value (slug of the destination title), when the list names it. */
  slug?: string;
}

/**
 * The destination id of /country/{value}/: a slug of a destination title (the spec's links), or a
 * numeric id. The list call resolves both; a numeric id still works when the list is unavailable,
 * and names no country when the list answered without it.
 */
export async function resolveCountry(read: ContentReader, value: string): Promise<ResolvedCountry | undefined> {
  const numeric = /^[1-9][0-9]{0,8}$/.test(value);
  let list: z.infer<typeof destinationList> | undefined;
  try {
    const parsed = destinationList.safeParse(await readData(read, 'pages/destinations', {}));
    if (!parsed.success) throw new ContentUnavailableError('pages/destinations');
    list = parsed.data;
  } catch (error) {
    if (!numeric) throw error;
  }
  const found = list?.destinations.find((d) =>
    numeric ? String(d.destinationId) === value : slugify(d.destinationTitle) === value,
  );
  if (found) return { countryId: found.destinationId, slug: slugify(found.destinationTitle) };
  // A list that answered and does not name the id: no such country (the page is a 404).
  return numeric && !list ? { countryId: Number(value) } : undefined;
}

/** `pages/CountryPageDetails` data of the route's destination; null when the value names none. */
export async function readCountryDetails(read: ContentReader, value: string): Promise<unknown> {
  const country = await resolveCountry(read, value);
  if (!country) return null;
  return readData(read, 'pages/CountryPageDetails', { countryId: country.countryId });
}

/** One field of a details object (raw; the block's schema checks it). */
export function detailsPart(details: unknown, field: string): unknown {
  if (details === null || details === undefined) return null;
  const parsed = record.safeParse(details);
  return parsed.success ? (parsed.data[field] ?? null) : details;
}

export const placeSources = ['month', 'country'] as const;
export type PlaceSource = (typeof placeSources)[number];

/** The details of the page's place: the month of /monthly/:slug/ or the country of /country/:id/. */
export function readPlaceDetails(source: PlaceSource, params: Record<string, string>, read: ContentReader) {
  return source === 'month' ? readMonthDetails(read, params.slug ?? '') : readCountryDetails(read, params.id ?? '');
}
