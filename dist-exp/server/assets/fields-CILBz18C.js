import { t as BARE_IMAGE_NAME } from "./image-url-CPSY9s1D.js";
import { z } from "zod";
// src/lib/safe-url.ts
/**
* Links and image sources that come from content are only allowed as http(s) or site-relative,
* so a hostile content service can never put a `javascript:` or `data:` URL into the DOM.
*/
function isSafeUrl(value) {
	const trimmed = value.trim();
	if (trimmed === "" || trimmed === "#") return trimmed === "#";
	if (trimmed.startsWith("//")) return false;
	if (trimmed.startsWith("/") || trimmed.startsWith("#") || trimmed.startsWith("?")) return true;
	return /^https?:\/\//i.test(trimmed);
}
// src/content/contract/fields.ts
/**
* Field helpers shared by every content schema. Content comes from a service we do not control,
* so optional text accepts null as "missing", and URLs are accepted only when safe: an unsafe
* link or image source parses as undefined, which the block then treats as missing.
*/
/** Empty or whitespace-only text is a missing value (content editors leave fields as ""). */
var hasText = (v) => Boolean(v?.trim());
/** Missing, null, "" and "   " all parse as undefined, so every fallback of the specs applies. */
var optionalText = z.string().max(2e4).nullish().transform((v) => hasText(v) ? v : void 0);
/** Text that must be there: "" or whitespace fails (in a list, that item is dropped). */
var requiredText = z.string().max(2e4).refine(hasText, "must not be empty");
var safeLink = z.string().max(2e3).nullish().transform((v) => v && isSafeUrl(v) ? v.trim() : void 0);
/**
* An image reference: a safe URL, or a bare file name that the block resolves against its
* uploads path (spec 2 §7, image address rule). Anything else parses as undefined. Blocks that
* use the value as an `src` directly pass it through `imageUrl` so a bare name never becomes a
* relative URL.
*/
var imageRef = z.string().max(2e3).nullish().transform((v) => {
	const trimmed = v?.trim();
	if (!trimmed) return void 0;
	if (BARE_IMAGE_NAME.test(trimmed)) return trimmed;
	return isSafeUrl(trimmed) ? trimmed : void 0;
});
var idValue = z.union([z.number().int(), z.string().max(200)]);
/** A number that some calls send as text (testimonial ratings): converted, then bounded. */
var numericText = z.union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)]).transform(Number);
export { requiredText as a, optionalText as i, imageRef as n, safeLink as o, numericText as r, idValue as t };
