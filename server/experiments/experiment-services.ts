import type { Database } from '../db/database';
import { siteUrlOf, type Env } from '../env';
import type { LimitsStore } from '../limits/limits-store';
import type { Logger } from '../logger';
import type { RendererModule } from '../ssr/page-handler';
import { databaseSigner } from './assignment-token';
import { createExposureBound } from './exposure-bound';
import { countNewVisitor } from './exposure-store';
import { failureReasonOf, recordFormFailure } from './form-health';
import { createGuardrails } from './guardrail';
import { attributeLead, type LeadAttribution, type LeadOrigin } from './lead-attribution';
import type { ExperimentServices } from './page-experiment';
import { databaseSwitches } from './variant-switches';

/**
 * The experiments' part of one app (server/app.ts): what a page request draws and counts, what a
 * lead is credited to, and what a refused send tells the guardrails. Every piece reads and writes
 * the database all instances share, so an instance keeps nothing another must see.
 */
export function createExperimentServices(deps: { env: Env; db: Database; limits: LimitsStore; logger: Logger; renderer: () => Promise<RendererModule> }) {
  const { env, db, logger } = deps;
  const signer = databaseSigner(db);
  const switches = databaseSwitches(db);
  const guardrails = createGuardrails({ db, logger, switches, siteUrl: siteUrlOf(env) });

  const page: ExperimentServices = {
    countNewVisitor: (experimentId, variant) => countNewVisitor(db, experimentId, variant),
    admitNewVisitor: createExposureBound(deps.limits),
    switchedOff: (experimentId) => switches.switchedOff(experimentId),
    signer,
    secureCookies: siteUrlOf(env).startsWith('https:'),
    proxyCachesVariants: env.PROXY_CACHES_VARIANTS,
    warn: (details, message) => logger.warn(details, message),
  };

  /**
   * Attribution never costs a lead: without the renderer (it failed to load) or the signing key
   * (database down) the lead is stored with its page and campaign but credits no variant, and
   * the log says why.
   */
  const attribute = async (origin: LeadOrigin): Promise<LeadAttribution> => {
    const renderer = await deps.renderer().catch((error: unknown) => {
      logger.warn({ err: String(error) }, 'lead attribution: the renderer is not available; the lead is stored without its experiment');
      return undefined;
    });
    const verified = await signer().catch((error: unknown) => {
      logger.warn({ err: String(error) }, 'lead attribution: the exposure key is not available; the lead credits no variant');
      return undefined;
    });
    return attributeLead(origin, (path) => renderer?.experimentAt?.(path), verified);
  };

  /** A refused send (status ≥ 400) of a counted visitor: recorded once per visitor, then the guardrails compare. */
  const formHealth = async (origin: LeadAttribution, status: number): Promise<void> => {
    const reason = failureReasonOf(status);
    if (!reason || !origin.experimentId) return;
    try {
      if (await recordFormFailure(db, origin, reason)) await guardrails.check(origin.experimentId);
    } catch (error) {
      logger.warn({ experiment: origin.experimentId, err: String(error) }, 'experiment form failure not recorded');
    }
  };

  return { page, attribute, formHealth, guardrails };
}

export type ExperimentAppServices = ReturnType<typeof createExperimentServices>;
