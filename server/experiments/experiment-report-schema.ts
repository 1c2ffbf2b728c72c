import { z } from 'zod';

/**
 * The experiments' report (docs/experiments.md, decision 009): computed once by
 * server/experiments/experiment-report.ts, printed by `npm run experiments` (a table, or this as
 * JSON), rendered by the studio (server/studio/experiment-report-html.tsx) and read back by the simulation. One
 * definition of its shape for all of them.
 */
const rate = z.number();

export const verdictKinds = ['control', 'too-early', 'sample-ratio-mismatch', 'switched-off', 'ship', 'roll-back', 'keep-running', 'no-difference'] as const;

export const reportVariantSchema = z.object({
  variant: z.string(),
  /** Counted visitors: each new visitor once, when the server drew their variant. */
  visitors: z.number(),
  /** Conversions: the first lead of each counted visitor who proved their exposure. */
  leads: z.number(),
  conversionRate: rate,
  /** Jeffreys' 95% interval of this variant's conversion rate. */
  interval: z.object({ low: rate, high: rate }),
  /** P(this variant's rate > the control's) (Bayesian, uniform priors); null for the control and before the minimum. */
  probabilityToBeatControl: rate.nullable(),
  /** The always-valid 95% interval of rate − the control's rate; null for the control. */
  difference: z.object({ estimate: rate, low: rate, high: rate }).nullable(),
  verdict: z.object({
    kind: z.enum(verdictKinds),
    text: z.string(),
    /** keep-running: the days still needed at the current traffic if the difference seen holds; null when none can be said. */
    daysNeeded: z.number().nullable(),
  }),
  /** The lead form's health: counted visitors it failed (each once), by first reason. */
  formHealth: z.object({
    failures: z.number(),
    failureRate: rate,
    invalid: z.number(),
    rateLimit: z.number(),
    serverError: z.number(),
    undelivered: z.number(),
  }),
  /** Switched off for new visitors by the guardrail (when, and the figures' sentence). */
  switchedOff: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Conversions by first-touch source / campaign ('(none)' when none was recorded). */
  campaigns: z.array(z.object({ source: z.string(), campaign: z.string(), leads: z.number() })),
});

export const sampleRatioSchema = z.object({
  /** Pearson's chi-square; null when a variant weighted 0 has visitors (a mismatch outright). */
  statistic: z.number().nullable(),
  pValue: z.number(),
  mismatch: z.boolean(),
  /** The red warning with its likely causes, when `mismatch`. */
  warning: z.string().nullable(),
  variants: z.array(z.object({ variant: z.string(), visitors: z.number(), observedShare: rate, expectedShare: rate })),
});

export const experimentReportSchema = z.object({
  experiment: z.string(),
  /** The page config that declares it (absent: no page declares it any more). */
  page: z
    .object({
      path: z.string(),
      start: z.string(),
      end: z.string(),
      status: z.enum(['running', 'not started', 'ended']),
      variants: z.array(z.object({ id: z.string(), weight: z.number() })),
    })
    .nullable(),
  /** The sample-ratio check against the declared weights; null before it can say anything. */
  sampleRatio: sampleRatioSchema.nullable(),
  /** The minimum before any verdict: full days since the first counted visitor, and what is still missing. */
  minimum: z.object({ fullDays: z.number(), met: z.boolean(), missing: z.array(z.string()) }),
  variants: z.array(reportVariantSchema),
});

export const experimentReportsSchema = z.array(experimentReportSchema);

export type ReportVariant = z.infer<typeof reportVariantSchema>;
export type ExperimentReport = z.infer<typeof experimentReportSchema>;
export type SampleRatioReport = z.infer<typeof sampleRatioSchema>;
export type VerdictKind = (typeof verdictKinds)[number];
