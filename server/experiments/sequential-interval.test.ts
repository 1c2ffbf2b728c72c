import { describe, expect, it } from 'vitest';
import { differenceOf, sequentialInterval, sequentialLowerBound, visitorsToDecide, type Difference } from './sequential-interval';

/**
 * Published values: GrowthBook's stats engine (gbstats, packages/stats/tests/frequentist/
 * test_tests.py), whose sequential tests are the closed forms of Waudby-Smith et al. (2024).
 * Their fixture: two samples of means, A = (sum 1396.87, sum of squares 52377.9767, n 3000),
 * B = (sum 2422.7, sum of squares 134698.29, n 3461); absolute difference 0.23437666…, standard
 * error 0.12983081254184736 (their expected values, to all their digits).
 */
const fixture: Difference = { estimate: 0.23437666666666668, standardError: 0.12983081254184736, visitors: 6461 };

describe('the always-valid interval', () => {
  it('gives gbstats’ one-sided bounds (alpha 0.05, tuned at 5,000): lower −0.126568…, upper 0.595321…', () => {
    expect(sequentialLowerBound(fixture)).toBeCloseTo(-0.12656844172804982, 12);
    // The upper bound is the lower bound of the mirrored difference.
    expect(-sequentialLowerBound({ ...fixture, estimate: -fixture.estimate })).toBeCloseTo(0.5953217750613832, 12);
  });

  it('gives gbstats’ two-sided interval for its relative-lift fixtures (the same closed form on their estimate and error)', () => {
    // test_sequential_test_runs: tuning 1,000, estimate 0.50336…, error 0.3334122…: (−0.55844, 1.56516).
    const tuned1000 = sequentialInterval({ estimate: 0.5033610858562358, standardError: 0.3334122146400735, visitors: 6461 }, 0.05, 1000);
    expect(tuned1000.low).toBeCloseTo(-0.55844, 5);
    expect(tuned1000.high).toBeCloseTo(1.56516, 5);
    // test_sequential_test_runs_prop: default tuning 5,000, estimate 0.50386, error 0.03386: (0.40098, 0.60675) to their 5 digits.
    const proportions = sequentialInterval({ estimate: 0.50386, standardError: 0.03386, visitors: 6461 });
    expect(proportions.low).toBeCloseTo(0.40098, 4);
    expect(proportions.high).toBeCloseTo(0.60675, 4);
  });

  it('is wider than the fixed-horizon interval, and the price of a daily look shrinks as visitors come', () => {
    const d = differenceOf({ events: 80, visitors: 1000 }, { events: 50, visitors: 1000 });
    expect(d.estimate).toBeCloseTo(0.03, 12);
    expect(d.standardError).toBeCloseTo(Math.sqrt((0.08 * 0.92 + 0.05 * 0.95) / 1000), 12);
    const interval = sequentialInterval(d);
    const fixed = 1.959964 * d.standardError;
    expect(interval.high - interval.estimate).toBeGreaterThan(fixed);
    expect(interval.high - interval.estimate).toBeLessThan(2.5 * fixed);
  });

  it('says how many visitors it needs to decide if what it sees holds, and nothing when it sees no difference', () => {
    const d = differenceOf({ events: 40, visitors: 500 }, { events: 25, visitors: 500 });
    const needed = visitorsToDecide(d);
    expect(needed).toBeGreaterThan(1000);
    // At that count (same rates, same split) the interval leaves 0 out; just below it, not.
    const at = (n: number) => sequentialInterval({ ...d, visitors: n, standardError: d.standardError * Math.sqrt(d.visitors / n) });
    expect(at(needed ?? 0).low).toBeGreaterThan(0);
    expect(at((needed ?? 0) - 1).low).toBeLessThanOrEqual(0);
    expect(visitorsToDecide(differenceOf({ events: 25, visitors: 500 }, { events: 25, visitors: 500 }))).toBeUndefined();
  });
});
