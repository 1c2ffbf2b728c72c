import { t as emailAddress } from "./email-rule-DU9LwdUM.js";
import { n as ENQUIRY_MESSAGES, r as REQUIRED } from "./enquiry-messages-DXwCjmU5.js";
import { z } from "zod";
// src/content/contract/trip-dates.ts
/** DD-MM-YYYY HH:mm:ss (what enquiries/register carries) as YYYY-MM-DDTHH:mm:ss, which sorts as text. */
var ENQUIRY_DATE_TIME_PARTS = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}:\d{2}:\d{2})$/;
function sortable(enquiryDateTime) {
	const match = ENQUIRY_DATE_TIME_PARTS.exec(enquiryDateTime.trim());
	if (!match) return null;
	const [, day, month, year, time] = match;
	return `${year}-${month}-${day}T${time}`;
}
/**
* Today's date (YYYY-MM-DD) in UTC−12, the last time zone whose day ends. The visitor's zone is
* not sent with the enquiry, so a trip date counts as past only when its day is over everywhere:
* no visitor, wherever they are, is refused the date they call today, and browser and server
* work it out alike from the clock alone.
*/
function earliestToday(now = /* @__PURE__ */ new Date()) {
	return new Intl.DateTimeFormat("en-CA", {
		timeZone: "Etc/GMT+12",
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}).format(now);
}
/**
* The trip's dates must lie ahead: neither day may be over (see earliestToday), and the end must
* come after the start. Takes both dates as the request carries them (DD-MM-YYYY HH:mm:ss); one
* that is not in that form is left to the format check. One rule for the browser's submit check
* and the server's request check, with a message for the field it concerns.
*/
function tripDateErrors(startDate, endDate, now = /* @__PURE__ */ new Date()) {
	const today = earliestToday(now);
	const start = sortable(startDate);
	const end = sortable(endDate);
	const errors = {};
	if (start !== null && start.slice(0, 10) < today) errors.start_date = ENQUIRY_MESSAGES.pastDate;
	if (end !== null && end.slice(0, 10) < today) errors.end_date = ENQUIRY_MESSAGES.pastDate;
	else if (start !== null && end !== null && end <= start) errors.end_date = ENQUIRY_MESSAGES.endBeforeStart;
	return errors;
}
// src/content/contract/enquiry-request.ts
/**
* The request of POST enquiries/register (spec 2 §3 "Enquiry as submitted", §7, §8) and its
* answer: the server checks every request with this schema, and the contact page's form checks
* its inputs with the same field rules and messages before it sends them (src/forms/enquiry-rules).
*/
var PHONE_DIGITS = /^\d{1,15}$/;
/** What `enquiries/register` carries: DD-MM-YYYY HH:mm:ss. */
var ENQUIRY_DATE_TIME = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
var requiredText = (max) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, ENQUIRY_MESSAGES.tooLong);
/** Field rules shared by the form check and the request check. */
var enquiryFieldRules = {
	fname: requiredText(100),
	lname: requiredText(100),
	email: emailAddress(REQUIRED, ENQUIRY_MESSAGES.tooLong),
	conf_email: requiredText(254),
	phone_code: requiredText(10),
	phone: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).regex(PHONE_DIGITS, ENQUIRY_MESSAGES.phoneDigits),
	comments: requiredText(5e3),
	custom_destination: z.string().trim().max(200, ENQUIRY_MESSAGES.tooLong),
	budget: z.string().trim().max(100, ENQUIRY_MESSAGES.tooLong)
};
var dateTimeField = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).regex(ENQUIRY_DATE_TIME, ENQUIRY_MESSAGES.dateTime);
/** Missing numbers travel as 0 (spec 2 §3). */
var countField = (max) => z.coerce.number({ error: ENQUIRY_MESSAGES.wholeNumber }).int(ENQUIRY_MESSAGES.wholeNumber).min(0).max(max).default(0);
var enquiryRequestSchema = z.object({
	fname: enquiryFieldRules.fname,
	lname: enquiryFieldRules.lname,
	email: enquiryFieldRules.email,
	conf_email: enquiryFieldRules.conf_email,
	phone: enquiryFieldRules.phone,
	phone_code: enquiryFieldRules.phone_code,
	start_date: dateTimeField,
	end_date: dateTimeField,
	/** A destination id, or "0" with custom_destination. */
	destination: z.union([z.string().trim().max(20), z.number().int().nonnegative()]).transform(String).default("0"),
	custom_destination: enquiryFieldRules.custom_destination.default(""),
	month: countField(12),
	people: countField(1e3),
	per_head: countField(1e7),
	comments: enquiryFieldRules.comments,
	budget: enquiryFieldRules.budget.optional(),
	/** One id per filled form: a retried or double-clicked submission stores one enquiry. */
	submission_id: z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/).optional(),
	/** Honeypot: people never see this field; a bot that fills it is answered success and ignored. */
	website: z.string().max(500).optional()
}).superRefine((value, ctx) => {
	if (value.destination === "") ctx.addIssue({
		code: "custom",
		path: ["destination"],
		message: ENQUIRY_MESSAGES.destination
	});
	else if (!/^\d+$/.test(value.destination)) ctx.addIssue({
		code: "custom",
		path: ["destination"],
		message: ENQUIRY_MESSAGES.destination
	});
	else if (value.destination === "0" && value.custom_destination === "") ctx.addIssue({
		code: "custom",
		path: ["custom_destination"],
		message: ENQUIRY_MESSAGES.customDestination
	});
	if (value.conf_email.toLowerCase() !== value.email.toLowerCase()) ctx.addIssue({
		code: "custom",
		path: ["conf_email"],
		message: ENQUIRY_MESSAGES.emailMismatch
	});
	if (value.month < 1) ctx.addIssue({
		code: "custom",
		path: ["month"],
		message: REQUIRED
	});
	if (value.people < 1) ctx.addIssue({
		code: "custom",
		path: ["people"],
		message: ENQUIRY_MESSAGES.minPeople
	});
	for (const [field, message] of Object.entries(tripDateErrors(value.start_date, value.end_date))) ctx.addIssue({
		code: "custom",
		path: [field],
		message
	});
});
var enquiryResponseSchema = z.object({
	status: z.union([z.number(), z.string()]),
	message: z.string().optional(),
	data: z.object({
		id: z.union([z.number(), z.string()]).optional(),
		message: z.string().optional()
	}).passthrough().optional()
});
export { enquiryResponseSchema as a, enquiryRequestSchema as i, PHONE_DIGITS as n, tripDateErrors as o, enquiryFieldRules as r, ENQUIRY_DATE_TIME as t };
