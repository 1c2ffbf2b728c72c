import metadata from "libphonenumber-js/min/metadata";
// src/forms/built-in-telephone-codes.ts
/**
* The enquiry form's own telephone codes, for when pages/telephone_code fails or answers none: the
* code is required, so without them no enquiry could be sent (issue 17). The codes come from
* libphonenumber-js's maintained metadata ("min"): one entry per country calling code, named after
* the country the plan lists first (+44 United Kingdom, +7 Russia), with Canada beside the United
* States under +1 as in the content service's list; both first. Names are the browser's and
* Node's own (Intl.DisplayNames). Loaded only when needed (a dynamic import from the form's
* content load), so the metadata never reaches a page that does not need it.
*/
var FIRST = ["US", "CA"];
function countryName(names, region) {
	return names.of(region) ?? region;
}
function telephoneCodes() {
	const names = new Intl.DisplayNames(["en"], { type: "region" });
	const entries = [];
	for (const [code, regions] of Object.entries(metadata.country_calling_codes)) {
		const main = regions.find((region) => /^[A-Z]{2}$/.test(region));
		if (main) entries.push({
			region: main,
			code: `+${code}`
		});
	}
	entries.push({
		region: "CA",
		code: "+1"
	});
	const first = (region) => FIRST.includes(region) ? FIRST.indexOf(region) : FIRST.length;
	return entries.map((entry) => ({
		...entry,
		name: countryName(names, entry.region)
	})).sort((a, b) => first(a.region) - first(b.region) || a.name.localeCompare(b.name, "en")).map(({ name, code }, index) => ({
		id: index + 1,
		name,
		code
	}));
}
var builtInTelephoneCodes = telephoneCodes();
export { builtInTelephoneCodes };
