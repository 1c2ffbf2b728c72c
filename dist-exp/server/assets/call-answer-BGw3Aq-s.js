import { t as contentCalls } from "./calls-PBSw-zby.js";
// src/content/call-answer.ts
/**
* A call's answer checked against the contract: the parsed answer, or null when the call failed
* (the reader logged why) or answered outside the contract (logged here). The server embeds this
* for the chrome's hooks; the browser computes it for answers it fetches itself.
*/
function checkCallAnswer(call, raw) {
	if (raw === void 0 || raw === null) return null;
	const parsed = contentCalls[call].response.safeParse(raw);
	if (!parsed.success) {
		console.warn(`[content] ${call} answered outside the contract: ${parsed.error.issues[0]?.message ?? ""}`);
		return null;
	}
	return parsed.data;
}
export { checkCallAnswer };
