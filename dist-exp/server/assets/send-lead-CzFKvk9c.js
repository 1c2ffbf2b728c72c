import { n as loadApi } from "./client-DuPQ1xmJ.js";
import { t as LEAD_MESSAGES } from "./lead-messages-zecg6QWA.js";
import "./lead-request-D19jFA5p.js";
import { r as leadFieldOfRequest } from "./lead-rules-CGZNwD1r.js";
import { t as describeError } from "./describe-error-BVuRnxTZ.js";
import { z } from "zod";
// src/forms/send-lead.ts
var leadAnswerSchema = z.object({
	status: z.union([z.string(), z.number()]).transform(String).optional(),
	message: z.string().optional(),
	data: z.object({ errors: z.record(z.string(), z.string()).optional() }).nullish()
});
/**
* POST enquiries/lead_contact, read as the spec's landing form reads it: the JSON after the first
* '{' of the answer's text; status '200' is success; any other status shows the server's message
* or 'Something went wrong. Please try again later.'; an unreadable answer is logged and nothing is
* shown; a thrown error shows 'An error occurred while submitting the form.'
*/
async function sendLead(body) {
	let text;
	try {
		text = await (await (await loadApi()).post("enquiries/lead_contact", {
			json: body,
			throwHttpErrors: false
		})).text();
	} catch (error) {
		console.warn(`[lead] the request failed: ${describeError(error)}`);
		return {
			kind: "error",
			message: LEAD_MESSAGES.thrown,
			errors: {}
		};
	}
	const start = text.indexOf("{");
	if (start === -1) {
		console.warn("[lead] the answer holds no JSON; nothing shown");
		return { kind: "unreadable" };
	}
	let json;
	try {
		json = JSON.parse(text.slice(start));
	} catch (error) {
		console.warn(`[lead] the answer's JSON is unreadable (${describeError(error)}); nothing shown`);
		return { kind: "unreadable" };
	}
	const answer = leadAnswerSchema.safeParse(json);
	if (!answer.success) {
		console.warn("[lead] the answer is not an object with a status; nothing shown");
		return { kind: "unreadable" };
	}
	if (answer.data.status === "200") return {
		kind: "success",
		message: LEAD_MESSAGES.success
	};
	const errors = {};
	for (const [key, message] of Object.entries(answer.data.data?.errors ?? {})) {
		const field = leadFieldOfRequest(key);
		if (field && !errors[field]) errors[field] = message;
	}
	return {
		kind: "error",
		message: answer.data.message || LEAD_MESSAGES.failed,
		errors
	};
}
export { sendLead };
