import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import type { DeclaredExperiment } from './declared-experiments';
import { experimentReports, jeffreysInterval, probabilityToBeat } from './experiment-report';
import { countNewVisitor } from './exposure-store';
import { reportTable } from './report-table';
import { storeLead } from './test-support/credited-lead';

describe('the statistics', () => {
  it("gives Jeffreys' 95% interval around the observed rate", () => {
    const { low, high } = jeffreysInterval(50, 1000);
    // Normal approximation for 5% of 1,000: 0.05 ± 1.96 · 0.0069 = 3.65% - 6.35%; Jeffreys is close, skewed up.
    expect(low).toBeGreaterThan(0.036);
    expect(low).toBeLessThan(0.039);
    expect(high).toBeGreaterThan(0.063);
    expect(high).toBeLessThan(0.066);
    expect(jeffreysInterval(0, 200).low).toBe(0);
  });

  it('says 50% for equal results and nearly certain for a clear winner', () => {
    expect(probabilityToBeat({ leads: 50, visitors: 1000 }, { leads: 50, visitors: 1000 })).toBeCloseTo(0.5, 3);
    expect(probabilityToBeat({ leads: 120, visitors: 1000 }, { leads: 50, visitors: 1000 })).toBeGreaterThan(0.9999);
    // 8% vs 5% of 1,000 each: z ≈ 2.73, so about 99.7%.
    const p = probabilityToBeat({ leads: 80, visitors: 1000 }, { leads: 50, visitors: 1000 });
    expect(p).toBeGreaterThan(0.99);
    expect(p).toBeLessThan(0.999);
  });
});

const declared = (weights: [number, number], start = '2026-11-01', end = '2026-12-31'): DeclaredExperiment[] => [
  {
    file: 'pages/landing.json',
    text: '{}',
    raw: {},
    path: '/landing/',
    experiment: {
      id: 'form-first',
      start,
      end,
      goal: 'form',
      variants: [
        { id: 'control', weight: weights[0] },
        { id: 'b', weight: weights[1], sections: ['form'] },
      ],
    },
  },
];

describe('the report from the database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  }, 60_000);
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.exec('DELETE FROM experiment_conversions; DELETE FROM experiment_form_failures; DELETE FROM experiment_switches; DELETE FROM experiment_exposures; DELETE FROM leads');
  });

  /** `n` visitors counted on `day` for a variant. */
  const visitors = (variant: string, n: number, day: string) =>
    db.query(`INSERT INTO experiment_exposures (experiment_id, variant, day, visitors) VALUES ('form-first', $1, $2, $3)`, [variant, day, n]);
  let leadNumber = 0;
  /** A stored lead; credited to `variant` when given (a conversion of one counted visitor). */
  const lead = (variant: string | null, campaign: Record<string, string> | null = null) =>
    storeLead(db, { submissionId: `l-${(leadNumber += 1)}`, experiment: 'form-first', variant, campaign });

  it('counts visitors and credited conversions only, with their campaigns; no verdict and no probability before the minimum', async () => {
    for (let i = 0; i < 40; i += 1) await countNewVisitor(db, 'form-first', i % 4 === 0 ? 'b' : 'control');
    await lead('b', { landing_path: '/landing/', utm_source: 'google', utm_campaign: 'fall' });
    await lead('b');
    await lead('control');
    // A lead whose visitor proved no exposure (a hand-made cookie) is stored but credits nothing.
    await lead(null);

    const [report] = await experimentReports(db, { declared: declared([75, 25]) });
    expect(report?.experiment).toBe('form-first');
    expect(report?.variants.map((v) => [v.variant, v.visitors, v.leads, v.conversionRate])).toEqual([
      ['control', 30, 1, 1 / 30],
      ['b', 10, 2, 0.2],
    ]);
    expect(report?.variants[0]?.verdict.kind).toBe('control');
    expect(report?.variants[1]?.probabilityToBeatControl).toBeNull();
    expect(report?.variants[1]?.verdict.kind).toBe('too-early');
    expect(report?.variants[1]?.verdict.text).toContain('0 of 7 full days');
    expect(report?.variants[1]?.difference?.low).toBeLessThan(0);
    // At 10 and 30 visitors the always-valid interval is wider than any difference of rates: cut at ±100 points.
    expect(report?.variants[1]?.difference).toMatchObject({ low: -1, high: 1 });
    expect(report?.variants[1]?.campaigns).toContainEqual({ source: 'google', campaign: 'fall', leads: 1 });
    const table = reportTable(report ? [report] : []);
    expect(table).toContain('Experiment form-first on /landing/');
    expect(table).toMatch(/^b\s+10\s+2\s+20\.00%/m);
    expect(table).toContain('b: Too early for a verdict: 0 of 7 full days');
  });

  it('raises the sample-ratio warning for 600/400 under declared 50/50, with its causes, and gives no verdict', async () => {
    await visitors('control', 600, '2026-11-02');
    await visitors('b', 400, '2026-11-02');
    const [report] = await experimentReports(db, { declared: declared([50, 50]), now: Date.parse('2026-11-20T12:00:00Z') });
    expect(report?.sampleRatio?.mismatch).toBe(true);
    expect(report?.sampleRatio?.pValue).toBeLessThan(0.001);
    expect(report?.sampleRatio?.warning).toContain('another version of the page');
    expect(report?.sampleRatio?.warning).toContain('Promote is blocked');
    expect(report?.variants[1]?.verdict.kind).toBe('sample-ratio-mismatch');
    expect(reportTable(report ? [report] : [])).toContain('!! Sample ratio mismatch');
    // The same counts under 60/40 weights are as declared.
    const [asDeclared] = await experimentReports(db, { declared: declared([60, 40]), now: Date.parse('2026-11-20T12:00:00Z') });
    expect(asDeclared?.sampleRatio?.mismatch).toBe(false);
  });

  it('after the minimum, says ship, roll back, keep running (with days) or no difference from the always-valid interval', async () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    const run = async (controlLeads: number, bLeads: number, n = 2000, end = '2026-12-31') => {
      await db.exec('DELETE FROM experiment_conversions; DELETE FROM experiment_exposures; DELETE FROM leads');
      await visitors('control', n, '2026-11-02');
      await visitors('b', n, '2026-11-02');
      for (let i = 0; i < controlLeads; i += 1) await lead('control');
      for (let i = 0; i < bLeads; i += 1) await lead('b');
      const [report] = await experimentReports(db, { declared: declared([50, 50], '2026-11-01', end), now });
      return report?.variants[1];
    };
    expect((await run(100, 180))?.verdict.kind).toBe('ship');
    expect((await run(180, 100))?.verdict.kind).toBe('roll-back');
    const running = await run(100, 125);
    expect(running?.verdict.kind).toBe('keep-running');
    expect(running?.verdict.daysNeeded).toBeGreaterThan(0);
    expect(running?.verdict.text).toMatch(/about \d+ more days at the current traffic/);
    expect(running?.probabilityToBeatControl).toBeGreaterThan(0.5);
    // Ended with 0 inside the interval: no difference found.
    expect((await run(100, 105, 2000, '2026-11-15'))?.verdict.kind).toBe('no-difference');
  });
});
