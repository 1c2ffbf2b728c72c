import { NO_ATTRIBUTION, type LeadAttribution, type LeadOrigin } from '../experiments/lead-attribution';
import type { Logger } from '../logger';
import type { FormRateLimiter } from './form-rate-limit';
import type { FormAnswer, FormCall, LeadPipeline } from './lead-pipeline';

export type { FormAnswer, FormCall } from './lead-pipeline';

/** POST /api/enquiries/*: the form's rate limit, then the lead pipeline. */
export function createFormHandler(deps: {
  pipeline: LeadPipeline;
  limiter: FormRateLimiter;
  logger: Logger;
  /** Where a lead came from (page, experiment variant, campaign); absent: not recorded. */
  attribute?: (origin: LeadOrigin) => Promise<LeadAttribution>;
  /** Told every answer's status: a refused send of a counted visitor feeds the experiment's guardrails. */
  formHealth?: (origin: LeadAttribution, status: number) => Promise<void>;
}) {
  return async (call: FormCall, body: unknown, clientKey: string, headers?: Headers): Promise<FormAnswer> => {
    const limited = await deps.limiter.hit(call, clientKey);
    const origin = deps.attribute && headers ? await deps.attribute({ headers, body }) : NO_ATTRIBUTION;
    if (limited) {
      deps.logger.warn({ call }, 'form post refused: rate limit');
      await deps.formHealth?.(origin, limited.status);
      return limited;
    }
    const answer = await deps.pipeline.submit(call, body, origin);
    await deps.formHealth?.(origin, answer.status);
    return answer;
  };
}
