import { describe, expect, it } from 'vitest';
import { GUARDRAIL_MINIMUM, guardrailDecision } from './guardrail';

describe("the guardrail's decision", () => {
  it('switches off a variant whose form fails clearly more often than the control’s (one-sided, always valid, 5%)', () => {
    // 30% of 100 visitors failed against 1% of 100: clearly worse.
    expect(guardrailDecision({ visitors: 100, failures: 30 }, { visitors: 100, failures: 1 }).worse).toBe(true);
    // 4% against 2% of 200 each: not clear, whatever a fixed-horizon test would say at a single look.
    const close = guardrailDecision({ visitors: 200, failures: 8 }, { visitors: 200, failures: 4 });
    expect(close.worse).toBe(false);
    expect(close.lowerBound).toBeLessThan(0);
    // Failing less than the control is never a reason.
    expect(guardrailDecision({ visitors: 500, failures: 1 }, { visitors: 500, failures: 60 }).worse).toBe(false);
  });

  it(`decides nothing before ${GUARDRAIL_MINIMUM.visitorsPerArm} visitors per arm and ${GUARDRAIL_MINIMUM.failures} failures: a rate of 0 or 1 has no spread`, () => {
    // 4 of 4 failed, none of the control's 4: certain to a naive test, too few for this one.
    expect(guardrailDecision({ visitors: 4, failures: 4 }, { visitors: 4, failures: 0 })).toEqual({ worse: false, lowerBound: null });
    expect(guardrailDecision({ visitors: 400, failures: 4 }, { visitors: 400, failures: 0 })).toEqual({ worse: false, lowerBound: null });
  });
});
