/**
 * Always-valid ("sequential") intervals for a difference of two conversion rates
 * (docs/decisions/009-experiment-statistics.md): the asymptotic confidence sequences of
 * Waudby-Smith, Arnold, Wu and Ramdas ("Time-uniform central limit theory and asymptotic
 * confidence sequences", Annals of Statistics 2024), with the mixing parameter ρ chosen as in
 * Howard, Ramdas, McAuliffe and Sekhon (2021) to be tightest at TUNING_VISITORS: the same closed
 * forms GrowthBook's stats engine uses (gbstats, `sequential_interval_halfwidth`), checked against
 * its published test values. The interval holds at every look with the stated error rate, so the
 * report may be read every day: peeking costs width, not validity.
 */

/** The total visitors (both arms) at which the interval is narrowest; any other count stays valid. */
export const TUNING_VISITORS = 5_000;

export interface ArmCounts {
  /** Successes (leads; or, for the guardrail, visitors whose form failed). */
  events: number;
  visitors: number;
}

export interface Difference {
  /** rate(variant) − rate(control). */
  estimate: number;
  standardError: number;
  /** Visitors of both arms: the interval's "time". */
  visitors: number;
}

/** The estimate and standard error of rate(variant) − rate(control) (unpooled binomial variances). */
export function differenceOf(variant: ArmCounts, control: ArmCounts): Difference {
  const rate = (arm: ArmCounts) => (arm.visitors === 0 ? 0 : arm.events / arm.visitors);
  const variance = (arm: ArmCounts) => (arm.visitors === 0 ? 0 : (rate(arm) * (1 - rate(arm))) / arm.visitors);
  return { estimate: rate(variant) - rate(control), standardError: Math.sqrt(variance(variant) + variance(control)), visitors: variant.visitors + control.visitors };
}

/** ρ for error rate alpha (two-sided; a one-sided sequence is tuned as a two-sided one at 2α). */
export function mixingParameter(alpha: number, twoSided: boolean, tuning = TUNING_VISITORS): number {
  const a = twoSided ? alpha : 2 * alpha;
  return Math.sqrt((-2 * Math.log(a) + Math.log(-2 * Math.log(a) + 1)) / tuning);
}

/** The half-width at n visitors for a per-visitor variance s² (= SE² · n). */
export function sequentialHalfWidth(s2: number, n: number, alpha: number, twoSided: boolean, tuning = TUNING_VISITORS): number {
  if (n <= 0) return Infinity;
  const rho = mixingParameter(alpha, twoSided, tuning);
  const nr2 = n * rho * rho;
  const boundary = twoSided ? Math.log(Math.sqrt(nr2 + 1) / alpha) : Math.log(1 + Math.sqrt(nr2 + 1) / (2 * alpha));
  return Math.sqrt((s2 * 2 * (nr2 + 1) * boundary) / (n * rho) ** 2);
}

export interface Interval {
  estimate: number;
  low: number;
  high: number;
}

/** The two-sided always-valid 1 − alpha interval of the difference. */
export function sequentialInterval(difference: Difference, alpha = 0.05, tuning = TUNING_VISITORS): Interval {
  const halfWidth = sequentialHalfWidth(difference.standardError ** 2 * difference.visitors, difference.visitors, alpha, true, tuning);
  return { estimate: difference.estimate, low: difference.estimate - halfWidth, high: difference.estimate + halfWidth };
}

/** The one-sided always-valid lower bound: the difference is above it at every look, with error rate alpha. */
export function sequentialLowerBound(difference: Difference, alpha = 0.05, tuning = TUNING_VISITORS): number {
  return difference.estimate - sequentialHalfWidth(difference.standardError ** 2 * difference.visitors, difference.visitors, alpha, false, tuning);
}

/**
 * How many visitors (both arms) the two-sided interval needs to leave 0 out if the difference and
 * the spread seen so far hold; undefined when nothing has been seen to differ, or past a million.
 */
export function visitorsToDecide(difference: Difference, alpha = 0.05, tuning = TUNING_VISITORS): number | undefined {
  const target = Math.abs(difference.estimate);
  const s2 = difference.standardError ** 2 * difference.visitors;
  if (target === 0 || s2 === 0) return undefined;
  const decided = (n: number) => sequentialHalfWidth(s2, n, alpha, true, tuning) < target;
  if (decided(difference.visitors)) return difference.visitors;
  let high = Math.max(1, difference.visitors);
  while (!decided(high)) {
    high *= 2;
    if (high > 1_000_000) return undefined;
  }
  let low = high / 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (decided(middle)) high = middle;
    else low = middle;
  }
  return high;
}
