import { t as ContentUnavailableError } from "./block-C-Dlm-se.js";
import { z } from "zod";
// src/content/read.ts
/**
* Helpers for blocks' `load` functions. They check the envelope only ({ success, data }); each
* block validates the part it reads with the contract's field schemas, so bad content in one field
* breaks one section, not every section that shares the call.
*/
var envelope = z.object({
	success: z.boolean().optional(),
	data: z.unknown()
});
var record = z.record(z.string(), z.unknown());
/** The `data` of a call's answer; throws ContentUnavailableError when the call failed. */
async function readData(read, call, body) {
	const raw = await read(call, body);
	const parsed = envelope.safeParse(raw);
	if (raw === null || !parsed.success || parsed.data.success === false) throw new ContentUnavailableError(call);
	return parsed.data.data;
}
/** The whole `data` object of `pages/get` for one pageId. */
async function readPage(read, pageId) {
	const data = await readData(read, "pages/get", { pageId });
	const parsed = record.safeParse(data);
	if (!parsed.success) throw new ContentUnavailableError("pages/get");
	return parsed.data;
}
function requirePageId(context) {
	if (context.pageId === void 0) throw new Error(`section "${context.section.id}" needs a pageId (on the section or its page)`);
	return context.pageId;
}
/** A load that reads one field of the section's page, e.g. `motto` or `banners`. */
function pageFieldLoad(field) {
	return async (context, read) => {
		return (await readPage(read, requirePageId(context)))[field];
	};
}
/** A load that reads several fields of the section's page as one object. */
function pageFieldsLoad(fields) {
	return async (context, read) => {
		const page = await readPage(read, requirePageId(context));
		return Object.fromEntries(fields.map((field) => [field, page[field]]));
	};
}
export { requirePageId as a, readPage as i, pageFieldsLoad as n, readData as r, pageFieldLoad as t };
