import chi2gof from '@stdlib/stats-chi2gof';

/**
 * The sample-ratio check (docs/decisions/009-experiment-statistics.md): are the visitors counted
 * per variant what the declared weights make likely? Pearson's chi-square goodness-of-fit test
 * (@stdlib/stats-chi2gof) of the counts against the weights; below SAMPLE_RATIO_ALPHA the split is
 * a mismatch: something other than the draw decided who was counted, so no comparison of the
 * variants can be trusted until the cause is found.
 */
export const SAMPLE_RATIO_ALPHA = 0.001;
/** The chi-square approximation wants an expected count of at least 5 in every variant. */
const MIN_EXPECTED = 5;

export interface SampleRatioInput {
  variant: string;
  visitors: number;
  weight: number;
}

export interface SampleRatioCheck {
  /** Pearson's chi-square statistic and its p-value (k − 1 degrees of freedom). */
  statistic: number;
  pValue: number;
  /** The p-value is below SAMPLE_RATIO_ALPHA. */
  mismatch: boolean;
  /** Per variant: its counted visitors, and the share of them the weights expect. */
  variants: { variant: string; visitors: number; observedShare: number; expectedShare: number }[];
}

/** The check, or null while some variant's expected count is below 5 (too few visitors to say). */
export function sampleRatioCheck(rows: readonly SampleRatioInput[]): SampleRatioCheck | null {
  const total = rows.reduce((sum, row) => sum + row.visitors, 0);
  const weights = rows.reduce((sum, row) => sum + row.weight, 0);
  if (rows.length < 2 || total === 0 || weights === 0) return null;
  const variants = rows.map((row) => ({ variant: row.variant, visitors: row.visitors, observedShare: row.visitors / total, expectedShare: row.weight / weights }));
  // A variant declared at weight 0 that has visitors anyway cannot be tested by chi-square (an
  // expected count of 0): it is a mismatch outright; one without visitors says nothing.
  if (variants.some((row) => row.expectedShare === 0 && row.visitors > 0)) return { statistic: Infinity, pValue: 0, mismatch: true, variants };
  const tested = variants.filter((row) => row.expectedShare > 0);
  if (tested.length < 2 || tested.some((row) => row.expectedShare * total < MIN_EXPECTED)) return null;
  const result = chi2gof(
    tested.map((row) => row.visitors),
    tested.map((row) => row.expectedShare),
  );
  return { statistic: result.statistic, pValue: result.pValue, mismatch: result.pValue < SAMPLE_RATIO_ALPHA, variants };
}
