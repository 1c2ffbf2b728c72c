// src/forms/kept-values.ts
/**
* The kept input of a form after a post without JavaScript, for the form's first render. The
* values are the server's own output (already checked there), so this reader needs no schema:
* it keeps the form's fields that hold text and starts every other field from its empty value.
* Zod-free on purpose: it runs while the page hydrates, before any checks are loaded.
*/
function keptValues(fields, empty, kept) {
	const values = { ...empty };
	if (!kept) return values;
	for (const field of fields) {
		const value = Object.hasOwn(kept, field) ? kept[field] : void 0;
		if (typeof value === "string") values[field] = value;
	}
	return values;
}
// src/forms/field-errors.ts
/**
* The first message of each field a zod error names, for the fields given; a request field that
* the form calls differently is renamed through `rename`.
*/
function firstIssueByField(error, fields, rename = {}) {
	const isField = (key) => fields.includes(key);
	const errors = {};
	for (const issue of error.issues) {
		const key = String(issue.path[0] ?? "");
		const field = rename[key] ?? (isField(key) ? key : void 0);
		if (field && errors[field] === void 0) errors[field] = issue.message;
	}
	return errors;
}
/** The first field, in form order, that has a message. */
function firstInvalidField(errors, order) {
	return order.find((field) => errors[field] !== void 0);
}
export { firstIssueByField as n, keptValues as r, firstInvalidField as t };
