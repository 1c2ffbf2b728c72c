import type { ReportVariant, VerdictKind } from './experiment-report-schema';
import type { Difference, Interval } from './sequential-interval';
import { visitorsToDecide } from './sequential-interval';
import { points } from './figure-text';

/**
 * The plain verdict per variant (issue 38, decision 009). No verdict before the minimum: 7 full
 * days, so a whole week of the agency's weekday and weekend visitors is in (families plan trips on
 * Sunday evenings; a variant that happened to start on one is not a better variant), and 100
 * visitors and 5 leads in each arm, below which the normal approximation the always-valid
 * interval rests on is poor (5 leads is the textbook n·p ≥ 5; at 100 visitors one lead moves a
 * rate by a point). Then the always-valid interval of the difference decides, at any look.
 */
export const MINIMUM = { fullDays: 7, visitorsPerArm: 100, leadsPerArm: 5 } as const;
/**
 * "No difference": the interval lies within ± a tenth of the control's rate (a change in leads the
 * agency would not act on), or the planned end has passed with 0 still inside it.
 */
export const NO_DIFFERENCE_RELATIVE = 0.1;

const DAY = 24 * 60 * 60 * 1000;

/** Whole UTC days since the first counted visitor's day ended (that first day may have been partial). */
export function fullDaysSince(firstDay: string | undefined, now: number): number {
  if (!firstDay) return 0;
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / DAY) - 1);
}

export interface Arm {
  variant: string;
  visitors: number;
  leads: number;
}

export function minimumReached(fullDays: number, arms: readonly Arm[]): { met: boolean; missing: string[] } {
  const missing: string[] = [];
  if (fullDays < MINIMUM.fullDays) missing.push(`${fullDays} of ${MINIMUM.fullDays} full days`);
  for (const arm of arms) {
    if (arm.visitors < MINIMUM.visitorsPerArm) missing.push(`${arm.visitors} of ${MINIMUM.visitorsPerArm} visitors in ${arm.variant}`);
    if (arm.leads < MINIMUM.leadsPerArm) missing.push(`${arm.leads} of ${MINIMUM.leadsPerArm} leads in ${arm.variant}`);
  }
  return { met: missing.length === 0, missing };
}

const span = (interval: Interval) => `${points(interval.low, 1)} to ${points(interval.high, 1)} points`;

export interface VerdictInput {
  variant: string;
  controlRate: number;
  difference?: Difference;
  interval?: Interval;
  minimum: { met: boolean; missing: string[] };
  sampleRatioMismatch: boolean;
  switchedOff?: { at: string };
  ended: boolean;
  /** Visitors of the two arms per day so far. */
  visitorsPerDay: number;
}

export function verdictOf(input: VerdictInput): ReportVariant['verdict'] {
  const say = (kind: VerdictKind, text: string, daysNeeded: number | null = null) => ({ kind, text, daysNeeded });
  const { variant, interval, difference } = input;
  if (input.switchedOff) return say('switched-off', `Switched off for new visitors on ${input.switchedOff.at.slice(0, 10)}: its lead form failed more often than the control's (the guardrail). Visitors who hold it keep their page.`);
  if (input.sampleRatioMismatch) return say('sample-ratio-mismatch', 'No verdict: the visitors are not split as the weights say (see the warning above).');
  if (!input.minimum.met) return say('too-early', `Too early for a verdict: ${input.minimum.missing.join(', ')}.`);
  if (!interval || !difference) return say('too-early', 'Too early for a verdict: the control has no visitors yet.');
  if (interval.low > 0) return say('ship', `Ship ${variant}: it brings more leads than the control (${span(interval)}).`);
  if (interval.high < 0) return say('roll-back', `Roll back ${variant}: it brings fewer leads than the control (${span(interval)}).`);
  const margin = NO_DIFFERENCE_RELATIVE * input.controlRate;
  if (input.ended || (margin > 0 && interval.low > -margin && interval.high < margin)) {
    return say('no-difference', `No difference found: ${variant} and the control bring leads alike (${span(interval)}); keep the page as it is, or choose on other grounds.`);
  }
  const needed = visitorsToDecide(difference);
  const days = needed !== undefined && input.visitorsPerDay > 0 ? Math.max(1, Math.ceil((needed - difference.visitors) / input.visitorsPerDay)) : null;
  return say(
    'keep-running',
    days === null
      ? `Keep running: no difference can be told yet (${span(interval)}), and none is in sight at this traffic.`
      : `Keep running: about ${days} more day${days === 1 ? '' : 's'} at the current traffic, if the difference seen so far holds (${span(interval)}).`,
    days,
  );
}
