import { t as LEAD_MESSAGES } from "./lead-messages-zecg6QWA.js";
import { a as leadFieldRules, o as leadRequestSchema, t as LEAD_DATE } from "./lead-request-D19jFA5p.js";
import { n as firstIssueByField } from "./field-errors-Cq1fWyR6.js";
import { r as leadFieldNames } from "./lead-fields-B5eG4Cjc.js";
import { z } from "zod";
// src/forms/lead-rules.ts
/** "DD-MM-YYYY" from the date picker's "YYYY-MM-DD", or null when it is not one. */
function toLeadTravelDate(pickerValue) {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(pickerValue.trim());
	if (!match) return null;
	const [, year, month, day] = match;
	const reversed = `${day}-${month}-${year}`;
	return LEAD_DATE.test(reversed) ? reversed : null;
}
var input = z.string().max(1e4).default("");
var leadFormValuesSchema = z.object({
	fullName: input,
	email: input,
	phone: input,
	city: input,
	country: input,
	travelDate: input,
	comment: input
});
/** The request body, the spec's fields, from the inputs' values and the page's marker. */
function toLeadRequest(values, leadPage, extras = {}) {
	return {
		fullname: values.fullName.trim(),
		email: values.email.trim(),
		phone: values.phone.trim(),
		travel_date: toLeadTravelDate(values.travelDate) ?? values.travelDate.trim(),
		country: values.country,
		city: values.city.trim(),
		lead_page: leadPage,
		comment: values.comment.trim(),
		...extras
	};
}
/** Request fields the form names differently. */
var requestToForm = {
	fullname: "fullName",
	travel_date: "travelDate"
};
var fieldSchemas = {
	fullName: leadFieldRules.fullname,
	email: leadFieldRules.email,
	phone: leadFieldRules.phone,
	city: leadFieldRules.city,
	country: leadFieldRules.country,
	travelDate: z.string().trim().min(1, LEAD_MESSAGES.travelDate).refine((v) => toLeadTravelDate(v) !== null, LEAD_MESSAGES.travelDateFormat),
	comment: leadFieldRules.comment
};
/** The submit-time check of the table in spec 2 §5, then the server's request check. */
function checkLeadForm(values, leadPage, extras = {}) {
	const errors = {};
	for (const field of leadFieldNames) {
		const result = fieldSchemas[field].safeParse(values[field]);
		if (!result.success) errors[field] = result.error.issues[0]?.message ?? LEAD_MESSAGES.failed;
	}
	if (Object.keys(errors).length > 0) return {
		ok: false,
		errors
	};
	const body = toLeadRequest(values, leadPage, extras);
	const request = leadRequestSchema.safeParse(body);
	if (!request.success) return {
		ok: false,
		errors: leadErrorsFromRequest(request.error)
	};
	return {
		ok: true,
		request: request.data,
		body
	};
}
/** A request check's (or the server's) field errors under the form's field names. */
function leadErrorsFromRequest(error) {
	return firstIssueByField(error, leadFieldNames, requestToForm);
}
function leadFieldOfRequest(key) {
	return requestToForm[key] ?? leadFieldNames.find((field) => field === key);
}
export { toLeadRequest as a, leadFormValuesSchema as i, leadErrorsFromRequest as n, toLeadTravelDate as o, leadFieldOfRequest as r, checkLeadForm as t };
