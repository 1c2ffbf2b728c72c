import { n as loadApi } from "./client-DuPQ1xmJ.js";
import { t as NEWSLETTER_MESSAGES } from "./newsletter-messages-BlnAvRF1.js";
import { n as newsletterResponseSchema } from "./newsletter-fields-CODKgG_f.js";
// src/blocks/newsletter/subscribe.ts
/** Stores the address through `newsletter/subscribe` (our call); any failure is logged and reported. */
async function subscribe(request) {
	try {
		const raw = await (await loadApi()).post("newsletter/subscribe", { json: request }).json();
		const answer = newsletterResponseSchema.safeParse(raw);
		if (!answer.success || answer.data.status !== 200) {
			console.warn("[newsletter] unexpected answer", raw);
			return {
				ok: false,
				message: NEWSLETTER_MESSAGES.failed
			};
		}
		return {
			ok: true,
			message: answer.data.message
		};
	} catch (error) {
		console.warn(`[newsletter] sign-up failed: ${error instanceof Error ? error.message : String(error)}`);
		return {
			ok: false,
			message: NEWSLETTER_MESSAGES.failed
		};
	}
}
export { subscribe };
