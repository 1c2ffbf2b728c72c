import { t as emailAddress } from "./email-rule-DU9LwdUM.js";
import { t as LEAD_MESSAGES } from "./lead-messages-zecg6QWA.js";
import { z } from "zod";
// src/content/contract/lead-request.ts
/**
* The request of POST enquiries/lead_contact (spec 2 §5 "Lead form", §7, §8) and its answer: the
* server checks every request with this schema, and the landing pages' form checks its inputs
* with the same field rules and messages before it sends them (src/forms/lead-rules).
*/
/** The lead form's success code is the string '200' (spec 2 §9). */
var LEAD_SUCCESS_STATUS = "200";
var US_PHONE = /^\+1\d{10}$/;
/** What `enquiries/lead_contact` carries: day-month-year. */
var LEAD_DATE = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/;
/** A page marker such as "landing-cruise". */
var LEAD_PAGE = /^[a-z0-9-]{0,100}$/;
var requiredText = (message, max) => z.string({ error: message }).trim().min(1, message).max(max, LEAD_MESSAGES.tooLong);
/** Field rules shared by the form check and the request check. */
var leadFieldRules = {
	fullname: requiredText(LEAD_MESSAGES.fullName, 200),
	email: emailAddress(LEAD_MESSAGES.email, LEAD_MESSAGES.tooLong),
	phone: requiredText(LEAD_MESSAGES.phone, 20).regex(US_PHONE, LEAD_MESSAGES.phoneFormat),
	city: requiredText(LEAD_MESSAGES.city, 100),
	country: z.union([z.string(), z.number().int().nonnegative()], { error: LEAD_MESSAGES.country }).transform(String).pipe(z.string().trim().min(1, LEAD_MESSAGES.country).max(50, LEAD_MESSAGES.country)),
	comment: z.string({ error: LEAD_MESSAGES.comment }).trim().min(1, LEAD_MESSAGES.comment).min(20, LEAD_MESSAGES.commentLength).max(5e3, LEAD_MESSAGES.tooLong)
};
var leadRequestSchema = z.object({
	fullname: leadFieldRules.fullname,
	email: leadFieldRules.email,
	phone: leadFieldRules.phone,
	travel_date: z.string({ error: LEAD_MESSAGES.travelDate }).trim().min(1, LEAD_MESSAGES.travelDate).regex(LEAD_DATE, LEAD_MESSAGES.travelDateFormat),
	/** The country's id; the form requires one (spec 2 §5), so an empty one is refused. */
	country: leadFieldRules.country,
	city: leadFieldRules.city,
	lead_page: z.string().trim().regex(LEAD_PAGE, "Unknown page marker.").default(""),
	comment: leadFieldRules.comment,
	submission_id: z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/).optional(),
	website: z.string().max(500).optional()
});
/** The lead form reads `status` as the string '200' for success (spec 2 §9). */
var leadResponseSchema = z.object({
	status: z.union([z.string(), z.number()]).transform(String),
	message: z.string().optional()
});
export { leadFieldRules as a, US_PHONE as i, LEAD_PAGE as n, leadRequestSchema as o, LEAD_SUCCESS_STATUS as r, leadResponseSchema as s, LEAD_DATE as t };
