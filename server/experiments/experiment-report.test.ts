import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { experimentReports, jeffreysInterval, probabilityToBeat, reportTable } from './experiment-report';
import { countNewVisitor } from './exposure-store';
import { openTestDatabase } from '../test-support/test-database';

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

describe('the report from the database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  }, 60_000);
  afterAll(() => db.close());

  it('counts visitors per variant and the leads stored for each, with their campaigns', async () => {
    for (let i = 0; i < 40; i += 1) await countNewVisitor(db, 'form-first', i % 4 === 0 ? 'b' : 'control');
    const insert = `INSERT INTO leads (kind, submission_id, payload, response, experiment_id, experiment_variant, campaign) VALUES ('lead', $1, '{}', '{}', $2, $3, $4)`;
    await db.query(insert, ['l-1', 'form-first', 'b', JSON.stringify({ landing_path: '/landing/', utm_source: 'google', utm_campaign: 'fall' })]);
    await db.query(insert, ['l-2', 'form-first', 'b', null]);
    await db.query(insert, ['l-3', 'form-first', 'control', null]);
    await db.query(insert, ['l-4', null, null, null]);

    const [report] = await experimentReports(db);
    expect(report?.experiment).toBe('form-first');
    expect(report?.variants.map((v) => [v.variant, v.visitors, v.leads, v.conversionRate])).toEqual([
      ['control', 30, 1, 1 / 30],
      ['b', 10, 2, 0.2],
    ]);
    expect(report?.variants[0]?.probabilityToBeatControl).toBeNull();
    expect(report?.variants[1]?.probabilityToBeatControl).toBeGreaterThan(0.9);
    expect(report?.variants[1]?.campaigns).toContainEqual({ source: 'google', campaign: 'fall', leads: 1 });
    const table = reportTable(report ? [report] : []);
    expect(table).toContain('Experiment form-first');
    expect(table).toMatch(/^b\s+10\s+2\s+20\.00%/m);
  });
});
