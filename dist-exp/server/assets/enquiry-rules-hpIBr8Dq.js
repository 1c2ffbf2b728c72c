import { n as ENQUIRY_MESSAGES, r as REQUIRED } from "./enquiry-messages-DXwCjmU5.js";
import { i as enquiryRequestSchema, o as tripDateErrors, r as enquiryFieldRules, t as ENQUIRY_DATE_TIME } from "./enquiry-request-BAqkLTd3.js";
import { n as enquiryFieldNames } from "./enquiry-fields-BP073NQZ.js";
import { n as firstIssueByField } from "./field-errors-Cq1fWyR6.js";
import { z } from "zod";
// src/forms/enquiry-rules.ts
/** What a datetime-local input holds: YYYY-MM-DDTHH:mm, seconds optional. */
var LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
/** "DD-MM-YYYY HH:mm:ss" from a datetime-local value, or null when it is not one. */
function toEnquiryDateTime(local) {
	const match = LOCAL_DATE_TIME.exec(local.trim());
	if (!match) return null;
	const [, year, month, day, hour, minute, second = "00"] = match;
	const formatted = `${day}-${month}-${year} ${hour}:${minute}:${second}`;
	return ENQUIRY_DATE_TIME.test(formatted) ? formatted : null;
}
var input = z.string().max(1e4).default("");
/** The inputs' values (also what a form post without JavaScript sends, and the kept input). */
var enquiryFormValuesSchema = z.object({
	destination: input,
	custom_destination: input,
	start_date: input,
	end_date: input,
	month: input,
	people: z.string().max(1e4).default("1"),
	per_head: input,
	budget: input,
	comments: input,
	fname: input,
	lname: input,
	email: input,
	conf_email: input,
	phone_code: input,
	phone: input
});
/** The request body, exactly the spec's fields, from the inputs' values. */
function toEnquiryRequest(values, extras = {}) {
	const count = (value) => /^\d+$/.test(value.trim()) ? Number(value.trim()) : 0;
	const custom = values.destination === "0";
	const budget = values.budget.trim();
	return {
		fname: values.fname.trim(),
		lname: values.lname.trim(),
		email: values.email.trim(),
		conf_email: values.conf_email.trim(),
		phone: values.phone.trim(),
		phone_code: values.phone_code,
		start_date: toEnquiryDateTime(values.start_date) ?? values.start_date,
		end_date: toEnquiryDateTime(values.end_date) ?? values.end_date,
		destination: values.destination,
		custom_destination: custom ? values.custom_destination.trim() : "",
		month: count(values.month),
		people: count(values.people),
		per_head: count(values.per_head),
		comments: values.comments.trim(),
		...budget ? { budget } : {},
		...extras
	};
}
var fieldSchemas = {
	fname: enquiryFieldRules.fname,
	lname: enquiryFieldRules.lname,
	email: enquiryFieldRules.email,
	conf_email: enquiryFieldRules.conf_email,
	phone_code: enquiryFieldRules.phone_code,
	phone: enquiryFieldRules.phone,
	comments: enquiryFieldRules.comments,
	budget: enquiryFieldRules.budget,
	start_date: z.string().trim().min(1, REQUIRED).refine((v) => toEnquiryDateTime(v) !== null, ENQUIRY_MESSAGES.dateTime),
	end_date: z.string().trim().min(1, REQUIRED).refine((v) => toEnquiryDateTime(v) !== null, ENQUIRY_MESSAGES.dateTime),
	month: z.string().trim().min(1, REQUIRED).regex(/^(?:[1-9]|1[0-2])$/, REQUIRED),
	people: z.string().trim().min(1, REQUIRED).regex(/^\d{1,4}$/, ENQUIRY_MESSAGES.minPeople).refine((v) => Number(v) >= 1, ENQUIRY_MESSAGES.minPeople),
	per_head: z.string().trim().min(1, REQUIRED).regex(/^\d{1,8}$/, ENQUIRY_MESSAGES.wholeNumber)
};
/**
* The submit-time check: one message per invalid field, in the form's order. When the inputs pass,
* the request built from them is checked with the request schema too (the server's own check).
*/
function checkEnquiryForm(values, extras = {}) {
	const errors = {};
	const destination = values.destination.trim();
	if (destination === "" || !/^\d{1,9}$/.test(destination)) errors.destination = ENQUIRY_MESSAGES.destination;
	else if (destination === "0" && values.custom_destination.trim() === "") errors.custom_destination = ENQUIRY_MESSAGES.customDestination;
	for (const field of enquiryFieldNames) {
		const schema = fieldSchemas[field];
		if (!schema || errors[field]) continue;
		const result = schema.safeParse(values[field]);
		if (!result.success) errors[field] = result.error.issues[0]?.message ?? "This field is required.";
	}
	if (!errors.email && !errors.conf_email && values.email.trim().toLowerCase() !== values.conf_email.trim().toLowerCase()) errors.conf_email = ENQUIRY_MESSAGES.emailMismatch;
	const dates = tripDateErrors(toEnquiryDateTime(values.start_date) ?? "", toEnquiryDateTime(values.end_date) ?? "");
	for (const field of ["start_date", "end_date"]) {
		const message = dates[field];
		if (message && !errors[field]) errors[field] = message;
	}
	if (Object.keys(errors).length > 0) return {
		ok: false,
		errors: ordered(errors)
	};
	const body = toEnquiryRequest(values, extras);
	const request = enquiryRequestSchema.safeParse(body);
	if (!request.success) return {
		ok: false,
		errors: ordered(firstIssueByField(request.error, enquiryFieldNames))
	};
	return {
		ok: true,
		request: request.data,
		body
	};
}
function ordered(errors) {
	return Object.fromEntries(enquiryFieldNames.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}
export { toEnquiryRequest as i, enquiryFormValuesSchema as n, toEnquiryDateTime as r, checkEnquiryForm as t };
