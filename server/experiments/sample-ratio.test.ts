import { describe, expect, it } from 'vitest';
import { sampleRatioCheck } from './sample-ratio';

describe('the sample-ratio check', () => {
  it("matches the published example: 821,588 vs 815,482 under 50/50 has p ≈ 1.8e-6 (Kohavi, Tang and Xu, 'Trustworthy Online Controlled Experiments', ch. 3)", () => {
    const check = sampleRatioCheck([
      { variant: 'control', visitors: 821_588, weight: 50 },
      { variant: 'b', visitors: 815_482, weight: 50 },
    ]);
    expect(check?.statistic).toBeCloseTo(22.774, 3);
    expect(check?.pValue).toBeCloseTo(1.8218e-6, 9);
    expect(check?.mismatch).toBe(true);
  });

  it("matches R's chisq.test(c(89, 37, 30, 28, 2), p = c(.40, .20, .20, .15, .05)): X² = 9.9901, p = 0.04059", () => {
    const check = sampleRatioCheck(
      [89, 37, 30, 28, 2].map((visitors, i) => ({ variant: `v${i}`, visitors, weight: [40, 20, 20, 15, 5][i] ?? 0 })),
    );
    expect(check?.statistic).toBeCloseTo(9.9901, 4);
    expect(check?.pValue).toBeCloseTo(0.04059, 5);
    // Significant at 5%, but not a mismatch at the check's 0.1%.
    expect(check?.mismatch).toBe(false);
  });

  it('raises a 60/40 split of 1,000 visitors under 50/50 weights, not a 52/48 one', () => {
    expect(sampleRatioCheck([{ variant: 'control', visitors: 600, weight: 50 }, { variant: 'b', visitors: 400, weight: 50 }])?.mismatch).toBe(true);
    expect(sampleRatioCheck([{ variant: 'control', visitors: 520, weight: 50 }, { variant: 'b', visitors: 480, weight: 50 }])?.mismatch).toBe(false);
    // Uneven weights are what is expected: 700/300 under 70/30 is no mismatch.
    expect(sampleRatioCheck([{ variant: 'control', visitors: 700, weight: 70 }, { variant: 'b', visitors: 300, weight: 30 }])?.mismatch).toBe(false);
  });

  it('says nothing with too few visitors, and a mismatch for visitors of a variant weighted 0', () => {
    expect(sampleRatioCheck([{ variant: 'control', visitors: 6, weight: 50 }, { variant: 'b', visitors: 2, weight: 50 }])).toBeNull();
    expect(sampleRatioCheck([{ variant: 'control', visitors: 60, weight: 100 }, { variant: 'b', visitors: 3, weight: 0 }])?.mismatch).toBe(true);
  });
});
