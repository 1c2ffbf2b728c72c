import { loadApi } from '../../content/client';
import { contentCalls } from '../../content/contract/calls';
import { NEWSLETTER_MESSAGES, type NewsletterRequest } from '../../content/contract/newsletter-fields';

export type SubscribeOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Stores the address through `newsletter/subscribe` (our call); any failure is logged and reported. */
export async function subscribe(request: NewsletterRequest): Promise<SubscribeOutcome> {
  try {
    const api = await loadApi();
    const raw = await api.post('newsletter/subscribe', { json: request }).json<unknown>();
    const answer = contentCalls['newsletter/subscribe'].response.safeParse(raw);
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
