import { t as contentCalls } from "./calls-PBSw-zby.js";
// src/forms/option-lists.ts
/**
* The forms' option lists (destinations, telephone codes, countries). A failed or malformed answer
* is logged and gives an empty list: the spec's forms only log these failures (spec 2 §8), and the
* form stays usable.
*/
function warnOutside(call, message) {
	console.warn(`[forms] ${call} answered outside the contract: ${message ?? ""}`);
}
async function readDestinations(read) {
	const raw = await read("pages/destinations", {});
	if (raw === null) return [];
	const parsed = contentCalls["pages/destinations"].response.safeParse(raw);
	if (!parsed.success) warnOutside("pages/destinations", parsed.error.issues[0]?.message);
	return parsed.success ? parsed.data.data.destinations : [];
}
async function readTelephoneCodes(read) {
	const raw = await read("pages/telephone_code", {});
	if (raw === null) return [];
	const parsed = contentCalls["pages/telephone_code"].response.safeParse(raw);
	if (!parsed.success) warnOutside("pages/telephone_code", parsed.error.issues[0]?.message);
	return parsed.success ? parsed.data.data.telephoneCodes : [];
}
/**
* The telephone codes, or the form's built-in list when the call failed or gave none: the code is
* required, so an empty list would leave the enquiry impossible to send (issue 17).
*/
async function readTelephoneCodesOrBuiltIn(read) {
	const codes = await readTelephoneCodes(read);
	if (codes.length > 0) return codes;
	console.warn("[forms] pages/telephone_code gave no codes; the enquiry form offers its built-in list");
	const { builtInTelephoneCodes } = await import("./built-in-telephone-codes-DEBiS_Hk.js");
	return builtInTelephoneCodes;
}
async function readCountries(read) {
	const raw = await read("pages/country", {});
	if (raw === null) return [];
	const parsed = contentCalls["pages/country"].response.safeParse(raw);
	if (!parsed.success) warnOutside("pages/country", parsed.error.issues[0]?.message);
	return parsed.success ? parsed.data.data.countries : [];
}
export { readDestinations as n, readTelephoneCodesOrBuiltIn as r, readCountries as t };
