import betaCdf from '@stdlib/stats-base-dists-beta-cdf';
import betaPdf from '@stdlib/stats-base-dists-beta-pdf';
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import { CONTROL_VARIANT } from '../../src/engine/experiment-window';
import { visitorsByVariant } from './exposure-store';
import type { ReportVariant } from '../studio/experiment-report-html';
import { printable } from '../../src/lib/printable-text';

/**
 * `npm run experiments` and the studio's report: per variant, the visitors counted (exposures) and
 * the leads stored from them, the conversion rate with its 95% interval, and the probability that
 * the variant's true rate beats the control's. Statistics from @stdlib's beta distribution
 * (docs/decisions/009-experiment-statistics.md): the interval is Jeffreys' (Beta(l + ½, n − l + ½)
 * quantiles), the probability integrates P(B > A) over the two Beta(1 + l, 1 + n − l) posteriors.
 */
/** One variant's figures: the shape the studio's report page renders (one definition of it). */
export type VariantReport = ReportVariant;

export interface ExperimentReport {
  experiment: string;
  variants: VariantReport[];
}

export function jeffreysInterval(leads: number, visitors: number): { low: number; high: number } {
  if (visitors === 0) return { low: 0, high: 1 };
  const a = leads + 0.5;
  const b = visitors - leads + 0.5;
  return { low: leads === 0 ? 0 : betaQuantile(0.025, a, b), high: leads === visitors ? 1 : betaQuantile(0.975, a, b) };
}

/** P(p_B > p_A) with uniform priors: ∫ pdf_B(x) · cdf_A(x) dx, Simpson's rule over where B's posterior lies. */
export function probabilityToBeat(b: { leads: number; visitors: number }, a: { leads: number; visitors: number }): number {
  const aA = 1 + a.leads;
  const bA = 1 + a.visitors - a.leads;
  const aB = 1 + b.leads;
  const bB = 1 + b.visitors - b.leads;
  const from = betaQuantile(1e-9, aB, bB);
  const to = betaQuantile(1 - 1e-9, aB, bB);
  const steps = 4000;
  const h = (to - from) / steps;
  let sum = 0;
  for (let i = 0; i <= steps; i += 1) {
    const x = from + i * h;
    const weight = i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2;
    sum += weight * betaPdf(x, aB, bB) * betaCdf(x, aA, bA);
  }
  return Math.min(1, Math.max(0, (sum * h) / 3));
}

const leadsRow = z.object({
  experiment_id: z.string(),
  experiment_variant: z.string(),
  source: z.string().nullable(),
  campaign: z.string().nullable(),
  leads: z.union([z.number(), z.string()]).transform(Number),
});

/** Every experiment with counted visitors or leads, its variants in the order control first. */
export async function experimentReports(db: Queryable): Promise<ExperimentReport[]> {
  const visitors = await visitorsByVariant(db);
  const leads = parseRows(
    leadsRow,
    await db.query(
      `SELECT experiment_id, experiment_variant, campaign->>'utm_source' AS source, campaign->>'utm_campaign' AS campaign, count(*) AS leads
       FROM leads WHERE experiment_id IS NOT NULL AND experiment_variant IS NOT NULL
       GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 5 DESC`,
    ),
  );
  const ids = [...new Set([...visitors.map((row) => row.experiment_id), ...leads.map((row) => row.experiment_id)])].sort();
  return ids.map((experiment) => {
    const names = [...new Set([...visitors, ...leads.map((row) => ({ experiment_id: row.experiment_id, variant: row.experiment_variant }))].filter((row) => row.experiment_id === experiment).map((row) => row.variant))];
    names.sort((a, b) => (a === CONTROL_VARIANT ? -1 : b === CONTROL_VARIANT ? 1 : a.localeCompare(b)));
    const counts = names.map((variant) => {
      const mine = leads.filter((row) => row.experiment_id === experiment && row.experiment_variant === variant);
      return {
        variant,
        visitors: visitors.find((row) => row.experiment_id === experiment && row.variant === variant)?.visitors ?? 0,
        leads: mine.reduce((sum, row) => sum + row.leads, 0),
        campaigns: mine.map((row) => ({ source: row.source ?? '(none)', campaign: row.campaign ?? '(none)', leads: row.leads })),
      };
    });
    const control = counts.find((row) => row.variant === CONTROL_VARIANT);
    return {
      experiment,
      variants: counts.map((row) => ({
        variant: row.variant,
        visitors: row.visitors,
        leads: row.leads,
        conversionRate: row.visitors === 0 ? 0 : row.leads / row.visitors,
        interval: jeffreysInterval(Math.min(row.leads, row.visitors), row.visitors),
        probabilityToBeatControl: row.variant === CONTROL_VARIANT || !control ? null : probabilityToBeat(clamp(row), clamp(control)),
        campaigns: row.campaigns,
      })),
    };
  });
}

/** More leads than counted visitors (visitors whose count was lost) would break the Beta's parameters. */
const clamp = (row: { leads: number; visitors: number }) => ({ leads: Math.min(row.leads, row.visitors), visitors: row.visitors });

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The report as a plain-text table, one block per experiment. */
export function reportTable(reports: readonly ExperimentReport[]): string {
  if (reports.length === 0) return 'No experiment has counted visitors or leads yet.\n';
  const lines: string[] = [];
  for (const report of reports) {
    // Names and campaigns are stored text (a campaign is whatever a visitor's link said): printed
    // without controls or line breaks, so none can colour, erase or forge a row.
    lines.push(`Experiment ${printable(report.experiment)}`);
    const rows = [
      ['variant', 'visitors', 'leads', 'conversion', '95% interval', 'P(beats control)'],
      ...report.variants.map((v) => [
        printable(v.variant),
        String(v.visitors),
        String(v.leads),
        percent(v.conversionRate),
        `${percent(v.interval.low)} - ${percent(v.interval.high)}`,
        v.probabilityToBeatControl === null ? '-' : percent(v.probabilityToBeatControl),
      ]),
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) lines.push(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
    for (const v of report.variants) {
      for (const c of v.campaigns) lines.push(`  ${printable(v.variant)}: ${c.leads} lead(s) from source ${printable(c.source)}, campaign ${printable(c.campaign)}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
