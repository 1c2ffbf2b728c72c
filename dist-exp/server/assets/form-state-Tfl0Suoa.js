// src/engine/page-meta.ts
/**
* The page's content id: its config's pageId, else a numeric route parameter named `pageId`
* (the generic /page/:pageId/ route).
*/
function resolvePageId(page, params) {
	if (page.pageId !== void 0) return page.pageId;
	const fromRoute = params.pageId;
	return fromRoute && /^[1-9][0-9]{0,5}$/.test(fromRoute) ? Number(fromRoute) : void 0;
}
/** The route's path with its parameters filled in: the page's canonical path. */
function fillPath(pattern, params) {
	return pattern.replace(/:([a-zA-Z0-9]+)/g, (_, name) => encodeURIComponent(params[name] ?? name));
}
async function resolveMeta(context, sources, read) {
	const name = context.page.meta.source;
	const loadSource = name ? sources[name] : void 0;
	if (!loadSource) return {};
	try {
		return await (await loadSource())(context, read);
	} catch (error) {
		console.warn(`[meta ${context.page.path}] source "${name}" failed: ${String(error)}`);
		return {};
	}
}
/** Content wins over the config's defaults; empty strings from content count as missing. */
function buildHead(context, result) {
	const pick = (fromContent, fallback) => fromContent && fromContent.trim() !== "" ? fromContent.trim() : fallback ?? "";
	return {
		title: pick(result.title, context.page.meta.title),
		description: pick(result.description, context.page.meta.description),
		keywords: pick(result.keywords, context.page.meta.keywords),
		image: result.image ?? context.page.meta.image,
		canonicalPath: fillPath(context.page.path, context.params),
		jsonLd: result.jsonLd ?? []
	};
}
// src/lib/plain-data.ts
/**
* Guards for reading plain JSON data without a schema: the browser's readers of what the server
* embedded (no zod in a page's first download) and the JSON Schema tools.
*/
/** A JSON object: not null, not an array. */
var isPlainObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** The option `value` is, or undefined when it is none of them. */
var oneOf = (options, value) => options.find((option) => option === value);
/** The JSON value of a text, or undefined when the text is not JSON (any other error is thrown). */
function parseJsonOrUndefined(text) {
	try {
		return JSON.parse(text);
	} catch (error) {
		if (error instanceof SyntaxError) return void 0;
		throw error;
	}
}
// src/forms/form-state.ts
/**
* What the server hands a form after a post without JavaScript: the kept input, the messages and
* the outcome. The page is rendered with it (and embeds it for hydration) under a reserved key of
* the engine's embedded data, which the form blocks read; no other block uses this key.
*/
var FORM_STATE_KEY = "form-state";
var formKinds = ["enquiry", "lead"];
/** The hidden field that tells the server which form of the page was posted. */
var FORM_KIND_FIELD = "_form";
var outcomes = ["success", "error"];
/**
* The state for this form on this page, if the server sent one. Read without zod (the forms read
* it while the page hydrates, before any schema is loaded) but as strictly as formStateSchema in
* ./form-state-schema: a malformed state is logged and ignored, unknown keys are dropped.
*/
function readFormState(embedded, form, path) {
	if (embedded === void 0 || embedded === null) return null;
	const state = asFormState(embedded);
	if (!state) {
		console.warn("[forms] the embedded form state is malformed; showing an empty form");
		return null;
	}
	return state.form === form && state.path === path ? state : null;
}
/** An object of strings only, or undefined. */
function textRecord(value) {
	if (!isPlainObject(value)) return void 0;
	const entries = Object.entries(value);
	const texts = entries.filter((entry) => typeof entry[1] === "string");
	return texts.length === entries.length ? Object.fromEntries(texts) : void 0;
}
function asFormState(embedded) {
	if (!isPlainObject(embedded)) return void 0;
	const { path, message, submissionId } = embedded;
	const formKind = oneOf(formKinds, embedded.form);
	const outcome = oneOf(outcomes, embedded.outcome);
	const values = textRecord(embedded.values);
	const errors = textRecord(embedded.errors);
	if (typeof path !== "string" || typeof message !== "string" || !formKind || !outcome || !values || !errors) return void 0;
	if (submissionId !== void 0 && typeof submissionId !== "string") return void 0;
	return {
		path,
		form: formKind,
		outcome,
		message,
		values,
		errors,
		...submissionId === void 0 ? {} : { submissionId }
	};
}
export { oneOf as a, fillPath as c, isPlainObject as i, resolveMeta as l, FORM_STATE_KEY as n, parseJsonOrUndefined as o, readFormState as r, buildHead as s, FORM_KIND_FIELD as t, resolvePageId as u };
