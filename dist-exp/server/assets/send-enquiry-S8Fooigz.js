import { n as loadApi } from "./client-DuPQ1xmJ.js";
import { n as ENQUIRY_MESSAGES } from "./enquiry-messages-DXwCjmU5.js";
import { n as enquiryFieldNames } from "./enquiry-fields-BP073NQZ.js";
import { t as describeError } from "./describe-error-BVuRnxTZ.js";
import "./enquiry-rules-hpIBr8Dq.js";
import { z } from "zod";
// src/forms/send-enquiry.ts
/** What a refused enquiry's answer may carry: the spec reads data.message; ours adds field errors. */
var errorAnswerSchema = z.object({
	message: z.string().optional(),
	data: z.object({
		message: z.string().optional(),
		errors: z.record(z.string(), z.string()).optional()
	}).nullish()
});
/**
* POST enquiries/register. HTTP 200 is success; any other status shows the server's message or
* 'Failed to register enquiry.'; a network failure shows 'An error occurred during registration.'
*/
async function sendEnquiry(body) {
	let status;
	let text;
	try {
		const response = await (await loadApi()).post("enquiries/register", {
			json: body,
			throwHttpErrors: false
		});
		status = response.status;
		text = await response.text();
	} catch (error) {
		console.warn(`[enquiry] the request failed: ${describeError(error)}`);
		return {
			kind: "error",
			message: ENQUIRY_MESSAGES.network,
			errors: {}
		};
	}
	if (status === 200) return {
		kind: "success",
		message: ENQUIRY_MESSAGES.success
	};
	const answer = errorAnswerSchema.safeParse(parseJson(text));
	const data = answer.success ? answer.data : {};
	const errors = {};
	for (const field of enquiryFieldNames) {
		const message = data.data?.errors?.[field];
		if (message) errors[field] = message;
	}
	return {
		kind: "error",
		message: data.data?.message || data.message || ENQUIRY_MESSAGES.failed,
		errors
	};
}
function parseJson(text) {
	try {
		return JSON.parse(text);
	} catch (error) {
		console.warn(`[enquiry] the answer is not JSON: ${describeError(error)}`);
		return null;
	}
}
export { errorAnswerSchema, sendEnquiry };
