import { siteConfig } from '../../src/entry-server';
import { hitOrAllow } from '../limits/fail-open';
import { createLimitsStore, type LimitsStore } from '../limits/limits-store';
import type { Logger } from '../logger';
import { formAnswer, type FormAnswer, type FormCall } from './lead-pipeline';

/** 10 posts per 10 minutes per client address and form: far above a person, far below a bot. */
export const FORM_RATE_LIMIT = { max: 10, windowSeconds: 10 * 60 };

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us at ${siteConfig.phone}.`;
}

/**
 * The lead pipeline's own limit, per form (enquiry, lead) and client address, on top of the
 * general POST limit of server/http, in the limits store every instance shares (server/limits):
 * the 11th post in the window is refused whichever instance gets it.
 */
export function createFormRateLimiter(options: { limits?: LimitsStore; logger: Logger; limit?: typeof FORM_RATE_LIMIT }) {
  const counter = (options.limits ?? createLimitsStore()).counter('form', options.limit ?? FORM_RATE_LIMIT);
  return {
    /** Counts one post; answers the 429 when the address is over its limit for this form. */
    async hit(call: FormCall, clientKey: string): Promise<FormAnswer | null> {
      const { allowed, retryAfterSeconds } = await hitOrAllow(counter, `${call}\n${clientKey}`, options.logger, 'form');
      if (allowed) return null;
      return { ...formAnswer(call, 429, rateLimitMessage(retryAfterSeconds)), headers: { 'retry-after': String(retryAfterSeconds) } };
    },
  };
}

export type FormRateLimiter = ReturnType<typeof createFormRateLimiter>;
