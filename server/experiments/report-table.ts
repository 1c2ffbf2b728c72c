import { printable } from '../../src/lib/printable-text';
import type { ExperimentReport } from './experiment-report-schema';
import { MINIMUM } from './verdict';
import { percent, points } from './figure-text';


/** The report as a plain-text table, one block per experiment (`npm run experiments`). */
export function reportTable(reports: readonly ExperimentReport[]): string {
  if (reports.length === 0) return 'No experiment has counted visitors or leads yet.\n';
  const lines: string[] = [];
  for (const report of reports) {
    // Names and campaigns are stored text (a campaign is whatever a visitor's link said): printed
    // without controls or line breaks, so none can colour, erase or forge a row.
    const page = report.page;
    lines.push(`Experiment ${printable(report.experiment)}${page ? ` on ${page.path}, ${page.start} to ${page.end}: ${page.status}` : ' (no page declares it any more)'}`);
    const check = report.sampleRatio;
    if (check?.mismatch) lines.push(`!! ${check.warning ?? 'Sample ratio mismatch.'}`);
    else if (check) lines.push(`Sample ratio: ${check.variants.map((v) => `${printable(v.variant)} ${percent(v.observedShare)} (declared ${percent(v.expectedShare)})`).join(', ')}; p = ${check.pValue.toPrecision(2)}: as declared`);
    else lines.push('Sample ratio: not checked yet (too few visitors, or no page declares the weights)');
    lines.push(
      `Minimum for a verdict (${MINIMUM.fullDays} full days, ${MINIMUM.visitorsPerArm} visitors and ${MINIMUM.leadsPerArm} leads per arm): ${report.minimum.met ? 'met' : `not yet (${report.minimum.missing.map((text) => printable(text)).join(', ')})`}`,
    );
    const rows = [
      ['variant', 'visitors', 'leads', 'conversion', '95% interval', 'vs control (always-valid 95%)', 'P(beats control)', 'form failures'],
      ...report.variants.map((v) => [
        printable(v.variant),
        String(v.visitors),
        String(v.leads),
        percent(v.conversionRate),
        `${percent(v.interval.low)} - ${percent(v.interval.high)}`,
        v.difference ? `${points(v.difference.estimate)} [${points(v.difference.low)}, ${points(v.difference.high)}] pts` : '-',
        v.probabilityToBeatControl === null ? '-' : percent(v.probabilityToBeatControl),
        `${v.formHealth.failures} (${percent(v.formHealth.failureRate)})${v.switchedOff ? ' switched off' : ''}`,
      ]),
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) lines.push(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
    for (const v of report.variants) if (v.verdict.kind !== 'control') lines.push(`  ${printable(v.variant)}: ${printable(v.verdict.text)}`);
    for (const v of report.variants) {
      for (const c of v.campaigns) lines.push(`  ${printable(v.variant)}: ${c.leads} lead(s) from source ${printable(c.source)}, campaign ${printable(c.campaign)}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
