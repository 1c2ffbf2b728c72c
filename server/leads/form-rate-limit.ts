import { siteConfig } from '../../src/site/site-config';
import { createWindowCounter } from '../http/rate-limit';
import { formAnswer, type FormAnswer, type FormCall } from './lead-pipeline';

/** 10 posts per 10 minutes per client address and form: far above a person, far below a bot. */
export const FORM_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 };

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us at ${siteConfig.phone}.`;
}

/**
 * The lead pipeline's own limit, per form (enquiry, lead) and client address, on top of the
 * general POST limit of server/http. In memory, so per instance: with N instances a client may
 * send N times as many (docs/leads.md).
 */
export function createFormRateLimiter(limits = FORM_RATE_LIMIT, now?: () => number) {
  const counter = createWindowCounter({ max: limits.max, windowMs: limits.windowMs, now });
  return {
    /** Counts one post; answers the 429 when the address is over its limit for this form. */
    hit(call: FormCall, clientKey: string): FormAnswer | null {
      const { allowed, retryAfterSeconds } = counter.hit(`${call}\n${clientKey}`);
      if (allowed) return null;
      return { ...formAnswer(call, 429, rateLimitMessage(retryAfterSeconds)), headers: { 'retry-after': String(retryAfterSeconds) } };
    },
  };
}

export type FormRateLimiter = ReturnType<typeof createFormRateLimiter>;
