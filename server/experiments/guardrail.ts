import { CONTROL_VARIANT } from '../../src/engine/experiment-window';
import { z } from 'zod';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import type { Logger } from '../logger';
import { parseStudioUsers } from '../studio/studio-users';
import { visitorsByVariant } from './exposure-store';
import { formHealthByVariant, NO_FAILURES, type FormHealth } from './form-health';
import { differenceOf, sequentialLowerBound } from './sequential-interval';
import type { VariantSwitches } from './variant-switches';
import { percent } from './figure-text';

/**
 * Guardrails (issue 38, decision 009): while an experiment runs, each variant's lead form is
 * compared with the control's on the share of counted visitors it failed (form-health.ts). A
 * variant whose share is higher by a one-sided always-valid test at GUARDRAIL_ALPHA, so it may be
 * looked at after every failure, is switched off for new visitors at once (experiment_switches,
 * which every instance reads before a draw), logged at error level, e-mailed to the studio's
 * developers, and shown in the report. Visitors who hold it keep their page.
 */
export const GUARDRAIL_ALPHA = 0.05;
/**
 * Before these counts the normal approximation behind the test is not to be trusted (a rate of 0
 * or 1 has no spread at all): at least this many visitors in each arm, and failures in the variant.
 */
export const GUARDRAIL_MINIMUM = { visitorsPerArm: 50, failures: 5 };

export interface GuardrailArm {
  visitors: number;
  failures: number;
}

export interface GuardrailDecision {
  /** The variant's form clearly fails more often than the control's. */
  worse: boolean;
  /** The always-valid one-sided lower bound of failure rate(variant) − failure rate(control). */
  lowerBound: number | null;
}

export function guardrailDecision(variant: GuardrailArm, control: GuardrailArm): GuardrailDecision {
  const enough = variant.visitors >= GUARDRAIL_MINIMUM.visitorsPerArm && control.visitors >= GUARDRAIL_MINIMUM.visitorsPerArm && variant.failures >= GUARDRAIL_MINIMUM.failures;
  if (!enough) return { worse: false, lowerBound: null };
  const lowerBound = sequentialLowerBound(differenceOf({ events: variant.failures, visitors: variant.visitors }, { events: control.failures, visitors: control.visitors }), GUARDRAIL_ALPHA);
  return { worse: lowerBound > 0, lowerBound };
}

/** The studio's developers with an e-mail address (STUDIO_USERS), read when an alert is written. */
function developerAddresses(logger: Logger): string[] {
  try {
    return (parseStudioUsers(process.env.STUDIO_USERS) ?? []).filter((user) => user.role === 'developer' && user.email).map((user) => user.email ?? '');
  } catch (error) {
    logger.error({ err: String(error) }, 'guardrail: STUDIO_USERS unreadable; the switch is not e-mailed');
    return [];
  }
}

export interface Guardrails {
  /** After a failure of one of the experiment's forms: compares, and switches off what is clearly worse. */
  check(experimentId: string): Promise<void>;
  /** After the back end refused a lead (the forwarder): the check of the experiment it converted for, if any. */
  afterUndelivered(leadId: string): Promise<void>;
}

export function createGuardrails(deps: { db: Database; logger: Logger; switches?: VariantSwitches; siteUrl: string }): Guardrails {
  const { db, logger } = deps;
  // One check at a time per experiment on this instance: a burst of failures is one comparison after another.
  const running = new Map<string, Promise<void>>();

  async function switchOff(experimentId: string, variant: string, figures: Record<string, unknown>, text: string): Promise<void> {
    const addresses = developerAddresses(logger);
    const switched = await db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO experiment_switches (experiment_id, variant, reason, figures) VALUES ($1, $2, 'form-health', $3)
         ON CONFLICT (experiment_id, variant) DO NOTHING RETURNING variant`,
        [experimentId, variant, JSON.stringify(figures)],
      );
      if (inserted.rows.length === 0) return false;
      for (const address of addresses) {
        await tx.query(
          `INSERT INTO experiment_alert_outbox (experiment_id, variant, to_address, subject, body) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (experiment_id, variant, to_address) DO NOTHING`,
          [experimentId, variant, address, `Experiment ${experimentId}: variant ${variant} switched off`, text],
        );
      }
      return true;
    });
    if (!switched) return;
    deps.switches?.forget();
    logger.error({ experiment: experimentId, variant, ...figures, mailedTo: addresses.length }, 'experiment guardrail: variant switched off for new visitors (its lead form fails more often than the control’s)');
  }

  async function compare(experimentId: string): Promise<void> {
    const [visitors, health, switchedOff] = await Promise.all([
      visitorsByVariant(db),
      formHealthByVariant(db, experimentId),
      deps.switches ? deps.switches.switchedOff(experimentId) : Promise.resolve(new Set<string>()),
    ]);
    const failuresOf = (variant: string): FormHealth => health.get(experimentId)?.get(variant) ?? NO_FAILURES;
    const mine = visitors.filter((row) => row.experiment_id === experimentId);
    const control = mine.find((row) => row.variant === CONTROL_VARIANT);
    if (!control) return;
    const controlArm = { visitors: control.visitors, failures: failuresOf(CONTROL_VARIANT).failures };
    for (const row of mine) {
      if (row.variant === CONTROL_VARIANT || switchedOff.has(row.variant)) continue;
      const arm = { visitors: row.visitors, failures: failuresOf(row.variant).failures };
      const decision = guardrailDecision(arm, controlArm);
      if (!decision.worse) continue;
      const figures = {
        variantVisitors: arm.visitors,
        variantFailures: arm.failures,
        controlVisitors: controlArm.visitors,
        controlFailures: controlArm.failures,
        lowerBound: decision.lowerBound,
        ...Object.fromEntries(Object.entries(failuresOf(row.variant)).map(([key, value]) => [`variant_${key}`, value])),
      };
      const text = [
        `The lead form of variant ${row.variant} in the experiment ${experimentId} failed ${arm.failures} of its ${arm.visitors} counted visitors (${percent(arm.failures / arm.visitors, 1)}),`,
        `the control's ${controlArm.failures} of ${controlArm.visitors} (${percent(controlArm.visitors ? controlArm.failures / controlArm.visitors : 0, 1)}).`,
        `Failures are sends refused (invalid fields, the rate limit, server errors) and leads the back end refused; each visitor counts once.`,
        `The difference is above ${percent(decision.lowerBound ?? 0, 1)} points by a one-sided always-valid test at 5%.`,
        '',
        `New visitors no longer see ${row.variant}; visitors who already hold it keep their page. Nothing was deployed.`,
        `The report: ${deps.siteUrl}/studio/experiments (or npm run experiments).`,
      ].join('\n');
      await switchOff(experimentId, row.variant, figures, text);
    }
  }

  const check = (experimentId: string) => {
    const previous = running.get(experimentId) ?? Promise.resolve();
    const next = previous
      .then(() => compare(experimentId))
      .catch((error: unknown) => logger.warn({ experiment: experimentId, err: String(error) }, 'experiment guardrail not checked; the next failure checks again'))
      .finally(() => {
        if (running.get(experimentId) === next) running.delete(experimentId);
      });
    running.set(experimentId, next);
    return next;
  };

  return {
    check,
    async afterUndelivered(leadId) {
      try {
        const rows = parseRows(z.object({ experiment_id: z.string() }), await db.query('SELECT experiment_id FROM experiment_conversions WHERE lead_id = $1', [leadId]));
        for (const row of rows) await check(row.experiment_id);
      } catch (error) {
        logger.warn({ leadId, err: String(error) }, 'experiment guardrail not checked after a refused lead');
      }
    },
  };
}
