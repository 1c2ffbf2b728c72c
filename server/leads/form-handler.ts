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
}) {
  return async (call: FormCall, body: unknown, clientKey: string, headers?: Headers): Promise<FormAnswer> => {
    const limited = await deps.limiter.hit(call, clientKey);
    if (limited) {
      deps.logger.warn({ call }, 'form post refused: rate limit');
      return limited;
    }
    const origin = deps.attribute && headers ? await deps.attribute({ headers, body }) : NO_ATTRIBUTION;
    return deps.pipeline.submit(call, body, origin);
  };
}
