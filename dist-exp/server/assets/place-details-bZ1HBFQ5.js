import { r as destinationOption } from "./details-fields-lpdanTRE.js";
import { d as monthlyDestinationItem } from "./page-fields-D40QRdQs.js";
import { i as readPage, r as readData } from "./read-Bx0rmszW.js";
import { t as ContentUnavailableError } from "./block-C-Dlm-se.js";
import { t as slugify } from "./slug-sX6qmlwR.js";
import { z } from "zod";
var monthTiles = z.array(monthlyDestinationItem);
var destinationList = z.object({ destinations: z.array(destinationOption) });
var record = z.record(z.string(), z.unknown());
/** The month id of /monthly/{slug}/: the month tile of page 16 whose title slugs to the route slug. */
async function resolveMonthId(read, slug) {
	const page = await readPage(read, 16);
	const tiles = monthTiles.safeParse(page.monthlyDestinations ?? []);
	if (!tiles.success) throw new ContentUnavailableError("pages/get");
	return tiles.data.find((tile) => slugify(tile.title) === slug)?.monthId;
}
/** `pages/monthPageDetails` data of the route's month; null when no month has that slug. */
async function readMonthDetails(read, slug) {
	const monthId = await resolveMonthId(read, slug);
	if (monthId === void 0) return null;
	return readData(read, "pages/monthPageDetails", { monthId });
}
/**
* The destination id of /country/{value}/: a slug of a destination title (the spec's links), or a
* numeric id. The list call resolves both; a numeric id still works when the list is unavailable,
* and names no country when the list answered without it.
*/
async function resolveCountry(read, value) {
	const numeric = /^[1-9][0-9]{0,8}$/.test(value);
	let list;
	try {
		const parsed = destinationList.safeParse(await readData(read, "pages/destinations", {}));
		if (!parsed.success) throw new ContentUnavailableError("pages/destinations");
		list = parsed.data;
	} catch (error) {
		if (!numeric) throw error;
	}
	const found = list?.destinations.find((d) => numeric ? String(d.destinationId) === value : slugify(d.destinationTitle) === value);
	if (found) return {
		countryId: found.destinationId,
		slug: slugify(found.destinationTitle)
	};
	return numeric && !list ? { countryId: Number(value) } : void 0;
}
/** `pages/CountryPageDetails` data of the route's destination; null when the value names none. */
async function readCountryDetails(read, value) {
	const country = await resolveCountry(read, value);
	if (!country) return null;
	return readData(read, "pages/CountryPageDetails", { countryId: country.countryId });
}
/** One field of a details object (raw; the block's schema checks it). */
function detailsPart(details, field) {
	if (details === null || details === void 0) return null;
	const parsed = record.safeParse(details);
	return parsed.success ? parsed.data[field] ?? null : details;
}
var placeSources = ["month", "country"];
/** The details of the page's place: the month of /monthly/:slug/ or the country of /country/:id/. */
function readPlaceDetails(source, params, read) {
	return source === "month" ? readMonthDetails(read, params.slug ?? "") : readCountryDetails(read, params.id ?? "");
}
export { readPlaceDetails as a, readMonthDetails as i, placeSources as n, resolveCountry as o, readCountryDetails as r, resolveMonthId as s, detailsPart as t };
