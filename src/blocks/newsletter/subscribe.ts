import { loadApi } from '../../content/client';
// The call's own schemas (contentCalls['newsletter/subscribe'] names these same ones), not the
// whole contract table: this module is what the box downloads when the visitor signs up.
import { NEWSLETTER_MESSAGES, newsletterResponseSchema, type NewsletterRequest } from '../../content/contract/newsletter-fields';

export type SubscribeOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Stores the address through `newsletter/subscribe` (our call); any failure is logged and reported. */
export async function subscribe(request: NewsletterRequest): Promise<SubscribeOutcome> {
  try {
    const api = await loadApi();
    const raw = await api.post('newsletter/subscribe', { json: request }).json<unknown>();
    const answer = newsletterResponseSchema.safeParse(raw);
    if (!answer.success || answer.data.status !== 200) {
      console.warn('[newsletter] unexpected answer', raw);
      return { ok: false, message: NEWSLETTER_MESSAGES.failed };
    }
    return { ok: true, message: answer.data.message };
  } catch (error) {
    console.warn(`[newsletter] sign-up failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, message: NEWSLETTER_MESSAGES.failed };
  }
}
