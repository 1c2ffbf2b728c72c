// src/lib/slug.ts
/**
* The spec's slug rule (blog titles, country names, month titles): lower-cased, every run of
* non-alphanumeric characters turned into one hyphen, hyphens at the edges trimmed.
*/
function slugify(text) {
	return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
export { slugify as t };
