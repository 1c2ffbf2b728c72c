import { CONTROL_VARIANT } from '../../src/engine/experiment-window';
import type { ExperimentReport } from './experiment-report-schema';
import { percent, points } from './figure-text';

/**
 * The report's figures as one paragraph, for Promote (issue 38): shown when the marketer confirms,
 * and carried into the change request's note, so the developer who applies it sees what the
 * decision rested on: each variant's visitors, leads and rate, the promoted variant's always-valid
 * difference from the control and its verdict, and the sample-ratio check.
 */
export function promotionFigures(report: ExperimentReport, variant: string): string {
  const arms = report.variants.map((v) => `${v.variant} ${v.visitors} visitor${v.visitors === 1 ? '' : 's'}, ${v.leads} lead${v.leads === 1 ? '' : 's'} (${percent(v.conversionRate)})`).join('; ');
  const promoted = report.variants.find((v) => v.variant === variant);
  const difference =
    promoted?.difference && variant !== CONTROL_VARIANT
      ? ` ${variant} against the control: ${points(promoted.difference.estimate)} points (always-valid 95%: ${points(promoted.difference.low)} to ${points(promoted.difference.high)}).`
      : '';
  const verdict = promoted && variant !== CONTROL_VARIANT ? ` Verdict: ${promoted.verdict.text}` : '';
  const check = report.sampleRatio;
  const split = !check
    ? 'not checked yet (too few visitors)'
    : check.mismatch
      ? `MISMATCH (p = ${check.pValue.toExponential(1)})`
      : `as the weights say (p = ${check.pValue.toPrecision(2)})`;
  return `Figures when promoted: ${arms}.${difference}${verdict} Split of visitors: ${split}.`;
}
