import betaCdf from '@stdlib/stats-base-dists-beta-cdf';
import betaPdf from '@stdlib/stats-base-dists-beta-pdf';
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { CONTROL_VARIANT, experimentWindow } from '../../src/engine/experiment-window';
import type { ExperimentReport, ReportVariant, SampleRatioReport } from './experiment-report-schema';
import type { DeclaredExperiment } from './declared-experiments';
import { visitorsByVariant } from './exposure-store';
import { formHealthByVariant, NO_FAILURES } from './form-health';
import { sampleRatioCheck } from './sample-ratio';
import { differenceOf, sequentialInterval } from './sequential-interval';
import { fullDaysSince, minimumReached, verdictOf } from './verdict';
import { percent } from './figure-text';

/**
 * `npm run experiments` and the studio's report (docs/experiments.md, decision 009): per
 * experiment the sample-ratio check against the declared weights and the minimum before any
 * verdict; per variant the visitors counted and their conversions, the conversion rate with its
 * Jeffreys 95% interval, the always-valid 95% interval of its difference from the control, the
 * probability that it beats the control (after the minimum), a plain verdict, the lead form's
 * health and whether a guardrail switched it off.
 */
export type { ExperimentReport, ReportVariant };

export function jeffreysInterval(leads: number, visitors: number): { low: number; high: number } {
  if (visitors === 0) return { low: 0, high: 1 };
  const a = leads + 0.5;
  const b = visitors - leads + 0.5;
  return { low: leads === 0 ? 0 : betaQuantile(0.025, a, b), high: leads === visitors ? 1 : betaQuantile(0.975, a, b) };
}

/** P(p_B > p_A) with uniform priors: ∫ pdf_B(x) · cdf_A(x) dx, Simpson's rule over where B's posterior lies. */
export function probabilityToBeat(b: { leads: number; visitors: number }, a: { leads: number; visitors: number }): number {
  const aA = 1 + a.leads;
  const bA = 1 + a.visitors - a.leads;
  const aB = 1 + b.leads;
  const bB = 1 + b.visitors - b.leads;
  const from = betaQuantile(1e-9, aB, bB);
  const to = betaQuantile(1 - 1e-9, aB, bB);
  const steps = 4000;
  const h = (to - from) / steps;
  let sum = 0;
  for (let i = 0; i <= steps; i += 1) {
    const x = from + i * h;
    const weight = i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2;
    sum += weight * betaPdf(x, aB, bB) * betaCdf(x, aA, bA);
  }
  return Math.min(1, Math.max(0, (sum * h) / 3));
}

const count = z.union([z.number(), z.string()]).transform(Number);
const conversionsRow = z.object({ experiment_id: z.string(), variant: z.string(), source: z.string().nullable(), campaign: z.string().nullable(), leads: count });
const switchRow = z.object({ experiment_id: z.string(), variant: z.string(), switched_off_at: z.union([z.string(), z.date()]).transform((at) => new Date(at).toISOString()), reason: z.string() });

/** The red warning of a mismatched split: what it means, its likely causes, and what it blocks. */
export function sampleRatioWarning(check: { pValue: number; variants: readonly { variant: string; observedShare: number; expectedShare: number }[] }): string {
  const split = check.variants.map((v) => `${v.variant} ${percent(v.observedShare, 1)} (declared ${percent(v.expectedShare, 1)})`).join(', ');
  return (
    `Sample ratio mismatch: the visitors are not split as the weights say — ${split}; chi-square p = ${check.pValue.toExponential(1)}, below 0.001. ` +
    'Something other than the draw decides who is counted, so no comparison of the variants can be trusted. Likely causes: ' +
    "an instance running another version of the page's config, or the weights changed while the experiment ran (start a new experiment id instead); " +
    'a proxy or CDN that caches the first visit or ignores the variant cookie; bots that the crawler list misses; a variant whose page fails for some visitors. ' +
    'Promote is blocked until the cause is found.'
  );
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every experiment a page declares or the database has counted, its variants in the declared
 * order (the control first). `declared`: the page configs' experiments (their weights, dates).
 */
export async function experimentReports(db: Queryable, options: { declared?: readonly DeclaredExperiment[]; now?: number } = {}): Promise<ExperimentReport[]> {
  const now = options.now ?? Date.now();
  const [visitors, conversions, health, switches] = await Promise.all([
    visitorsByVariant(db),
    db
      .query(
        `SELECT c.experiment_id, c.variant, l.campaign->>'utm_source' AS source, l.campaign->>'utm_campaign' AS campaign, count(*) AS leads
         FROM experiment_conversions c JOIN leads l ON l.id = c.lead_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 5 DESC`,
      )
      .then((result) => parseRows(conversionsRow, result)),
    formHealthByVariant(db),
    db.query('SELECT experiment_id, variant, switched_off_at, reason FROM experiment_switches').then((result) => parseRows(switchRow, result)),
  ]);
  const declared = options.declared ?? [];
  const ids = [...new Set([...declared.map((d) => d.experiment.id), ...visitors.map((row) => row.experiment_id), ...conversions.map((row) => row.experiment_id)])].sort();

  return ids.map((experiment): ExperimentReport => {
    const declaration = declared.find((d) => d.experiment.id === experiment);
    const counted = [...visitors.filter((row) => row.experiment_id === experiment).map((row) => row.variant), ...conversions.filter((row) => row.experiment_id === experiment).map((row) => row.variant)];
    const declaredIds = declaration?.experiment.variants.map((v) => v.id) ?? [];
    const names = [...new Set([...declaredIds, ...counted.sort((a, b) => (a === CONTROL_VARIANT ? -1 : b === CONTROL_VARIANT ? 1 : a.localeCompare(b)))])];
    const arms = names.map((variant) => {
      const mine = conversions.filter((row) => row.experiment_id === experiment && row.variant === variant);
      const exposure = visitors.find((row) => row.experiment_id === experiment && row.variant === variant);
      return {
        variant,
        visitors: exposure?.visitors ?? 0,
        firstDay: exposure?.first_day,
        leads: mine.reduce((sum, row) => sum + row.leads, 0),
        campaigns: mine.map((row) => ({ source: row.source ?? '(none)', campaign: row.campaign ?? '(none)', leads: row.leads })),
        switched: switches.find((row) => row.experiment_id === experiment && row.variant === variant),
        health: health.get(experiment)?.get(variant) ?? NO_FAILURES,
      };
    });

    const firstDay = arms.map((arm) => arm.firstDay).filter((day): day is string => day !== undefined).sort()[0];
    const fullDays = fullDaysSince(firstDay, now);
    const minimum = minimumReached(fullDays, arms);
    const window = declaration && experimentWindow(declaration.experiment);
    const status = !window ? undefined : now < window.from ? 'not started' : now >= window.until ? 'ended' : 'running';

    // The split among the variants still drawn: a switched-off variant's share went to the others in proportion.
    const weightOf = (variant: string) => declaration?.experiment.variants.find((v) => v.id === variant)?.weight ?? 0;
    const check = declaration ? sampleRatioCheck(arms.filter((arm) => !arm.switched).map((arm) => ({ variant: arm.variant, visitors: arm.visitors, weight: weightOf(arm.variant) }))) : null;
    const sampleRatio: SampleRatioReport | null = check && {
      statistic: Number.isFinite(check.statistic) ? check.statistic : null,
      pValue: check.pValue,
      mismatch: check.mismatch,
      warning: check.mismatch ? sampleRatioWarning(check) : null,
      variants: check.variants,
    };

    const control = arms.find((arm) => arm.variant === CONTROL_VARIANT);
    const elapsedDays = firstDay ? Math.max(1, (now - Date.parse(`${firstDay}T00:00:00Z`)) / DAY) : 1;
    const variants = arms.map((arm): ReportVariant => {
      const leads = Math.min(arm.leads, arm.visitors);
      const rate = arm.visitors === 0 ? 0 : leads / arm.visitors;
      const compared = arm.variant !== CONTROL_VARIANT && control && control.visitors > 0 && arm.visitors > 0;
      const difference = compared ? differenceOf({ events: leads, visitors: arm.visitors }, { events: Math.min(control.leads, control.visitors), visitors: control.visitors }) : undefined;
      const sequential = difference && sequentialInterval(difference);
      // A difference of two rates lies within ±1: at a few visitors the normal interval runs past it.
      const interval = sequential && { ...sequential, low: Math.max(-1, sequential.low), high: Math.min(1, sequential.high) };
      return {
        variant: arm.variant,
        visitors: arm.visitors,
        leads: arm.leads,
        conversionRate: rate,
        interval: jeffreysInterval(leads, arm.visitors),
        // The fixed-horizon probability invites reading it daily: shown only once the minimum is met.
        probabilityToBeatControl: compared && minimum.met ? probabilityToBeat({ leads, visitors: arm.visitors }, { leads: Math.min(control.leads, control.visitors), visitors: control.visitors }) : null,
        difference: interval ?? null,
        verdict:
          arm.variant === CONTROL_VARIANT
            ? { kind: 'control', text: 'The page as it is: every variant is compared with it.', daysNeeded: null }
            : verdictOf({
                variant: arm.variant,
                controlRate: control && control.visitors > 0 ? control.leads / control.visitors : 0,
                difference,
                interval,
                minimum,
                sampleRatioMismatch: sampleRatio?.mismatch ?? false,
                switchedOff: arm.switched && { at: arm.switched.switched_off_at },
                ended: status === 'ended',
                visitorsPerDay: ((control?.visitors ?? 0) + arm.visitors) / elapsedDays,
              }),
        formHealth: { ...arm.health, failureRate: arm.visitors === 0 ? 0 : arm.health.failures / arm.visitors },
        switchedOff: arm.switched ? { at: arm.switched.switched_off_at, reason: arm.switched.reason } : null,
        campaigns: arm.campaigns,
      };
    });

    return {
      experiment,
      page: declaration && status ? { path: declaration.path, start: declaration.experiment.start, end: declaration.experiment.end, status, variants: declaration.experiment.variants.map((v) => ({ id: v.id, weight: v.weight })) } : null,
      sampleRatio,
      minimum: { fullDays, ...minimum },
      variants,
    };
  });
}
