import { renderToStaticMarkup } from 'react-dom/server';
import type { ExperimentReport, ReportVariant } from '../experiments/experiment-report-schema';
import { percent, points } from '../experiments/figure-text';

/**
 * The studio's experiment report (/studio/experiments, docs/experiments.md): for each experiment,
 * the sample-ratio check (a red warning that blocks Promote when the split is not the declared
 * one), the minimum before a verdict, a chart of every variant's conversion rate with its 95%
 * interval, the figures of `npm run experiments` (computed once, by
 * server/experiments/experiment-report.ts) with each variant's always-valid difference from the
 * control, its verdict and its form's health, and a "Promote" button per variant that makes its
 * order the page's own through a change request. Rendered on the server as plain HTML: no
 * script, readable from 390 px up.
 */
export type { ReportVariant };

export interface ExperimentReportProps {
  experiments: readonly ExperimentReport[];
  /** The outcome of a Promote, shown at the top. */
  message?: { text: string; error: boolean; requestId?: number };
  /** Promote asks first: the variant, and the report's figures that will go into the request. */
  confirm?: { experiment: string; variant: string; figures: string };
}

/** As `npm run experiments` prints them: two decimals. */

const ROW = 78;
const BAR_HEIGHT = 18;
/** Bars and whiskers use 96% of the width: a whisker at the scale's end stays visible. */
const SPAN = 96;

/** The scale's end: the highest interval's top rounded up to a whole 2%, at least 2%. */
function scaleEnd(variants: readonly ReportVariant[]): number {
  const top = Math.max(...variants.map((v) => v.interval.high), 0.0001);
  return Math.max(0.02, Math.ceil((top * 100) / 2) * 0.02);
}

/**
 * Horizontal bars with whiskers. Coordinates across are percentages of the chart's width, and
 * the text is in CSS pixels: the chart fills any width while its labels keep their size.
 */
export function ConversionChart({ experiment, variants }: { experiment: string; variants: readonly ReportVariant[] }) {
  const end = scaleEnd(variants);
  const x = (value: number) => `${((Math.min(value, end) / end) * SPAN).toFixed(2)}%`;
  const height = variants.length * ROW + 30;
  const titleId = `chart-${experiment}-title`;
  return (
    <svg className="experiment-chart" width="100%" height={height} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{`Conversion rate per variant of ${experiment}, with 95% intervals`}</title>
      {variants.map((v, i) => {
        const top = i * ROW;
        const middle = top + 24 + BAR_HEIGHT / 2;
        return (
          <g key={v.variant} data-variant={v.variant}>
            <text x="0" y={top + 16} fontSize="15" fill="#1b1b1b">
              <tspan fontWeight="600">{v.variant}</tspan>
              {` ${percent(v.conversionRate)}`}
            </text>
            <text x="0" y={top + 60} fontSize="13" fill="#4a4a4a">{`95% interval ${percent(v.interval.low)} – ${percent(v.interval.high)}`}</text>
            <rect x="0" y={top + 24} width={x(v.conversionRate)} height={BAR_HEIGHT} fill={i === 0 ? '#7a8b99' : '#0b4f6c'} />
            <line x1={x(v.interval.low)} x2={x(v.interval.high)} y1={middle} y2={middle} stroke="#1b1b1b" strokeWidth="2" />
            <line x1={x(v.interval.low)} x2={x(v.interval.low)} y1={middle - 8} y2={middle + 8} stroke="#1b1b1b" strokeWidth="2" />
            <line x1={x(v.interval.high)} x2={x(v.interval.high)} y1={middle - 8} y2={middle + 8} stroke="#1b1b1b" strokeWidth="2" />
          </g>
        );
      })}
      <line x1="0" x2={`${SPAN}%`} y1={height - 24} y2={height - 24} stroke="#6b6b6b" />
      <text x="0" y={height - 6} fontSize="13" fill="#4a4a4a">
        0%
      </text>
      <text x={`${SPAN / 2}%`} y={height - 6} fontSize="13" fill="#4a4a4a" textAnchor="middle">
        {percent(end / 2)}
      </text>
      <text x={`${SPAN}%`} y={height - 6} fontSize="13" fill="#4a4a4a" textAnchor="end">
        {percent(end)}
      </text>
    </svg>
  );
}

/** Whether Promote may make a variant the page's own: never while the split is in doubt (the control, which just ends the experiment, always). */
export const canPromote = (report: ExperimentReport, variant: string) => variant === 'control' || !report.sampleRatio?.mismatch;

function ExperimentSection({ experiment }: { experiment: ExperimentReport }) {
  const { experiment: id, page, variants, sampleRatio, minimum } = experiment;
  const counted = variants.some((v) => v.visitors > 0);
  const promotable = page ? page.variants.map((v) => v.id) : [];
  return (
    <section className="experiment" aria-labelledby={`experiment-${id}`} data-experiment={id}>
      <h2 id={`experiment-${id}`}>{id}</h2>
      <p>
        {page
          ? `On ${page.path}, from ${page.start} to ${page.end}: ${page.status}.`
          : 'No page runs this experiment any more; the figures are those counted while it ran.'}
      </p>
      {sampleRatio?.mismatch ? (
        <p className="srm-warning" role="alert" data-check="sample-ratio">
          {sampleRatio.warning}
        </p>
      ) : (
        <p data-check="sample-ratio">
          {sampleRatio
            ? `Split of visitors: as the weights say (${sampleRatio.variants.map((v) => `${v.variant} ${percent(v.observedShare)} of ${percent(v.expectedShare)}`).join(', ')}).`
            : 'Split of visitors: not checked yet (too few visitors).'}
        </p>
      )}
      <p data-check="minimum">{minimum.met ? 'Enough days, visitors and leads for a verdict.' : `No verdict yet: ${minimum.missing.join(', ')}.`}</p>
      {counted ? (
        <figure>
          <ConversionChart experiment={id} variants={variants} />
          <figcaption>Conversion rate (leads ÷ visitors) of each variant; the whisker is its 95% interval.</figcaption>
        </figure>
      ) : (
        <p>No visitors counted yet.</p>
      )}
      {variants.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{`Figures of ${id} per variant`}</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">Visitors</th>
                <th scope="col">Leads</th>
                <th scope="col">Conversion</th>
                <th scope="col">95% interval</th>
                <th scope="col">Against the control (points)</th>
                <th scope="col">Chance to beat the control</th>
                <th scope="col">Form failures</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((v) => (
                <tr key={v.variant} data-variant={v.variant}>
                  <th scope="row">{v.variant}</th>
                  <td>{v.visitors}</td>
                  <td>{v.leads}</td>
                  <td>{percent(v.conversionRate)}</td>
                  <td>{`${percent(v.interval.low)} – ${percent(v.interval.high)}`}</td>
                  <td>{v.difference ? `${points(v.difference.estimate)} (${points(v.difference.low)} to ${points(v.difference.high)})` : '–'}</td>
                  <td>{v.probabilityToBeatControl === null ? '–' : percent(v.probabilityToBeatControl)}</td>
                  <td>{`${v.formHealth.failures} (${percent(v.formHealth.failureRate)})${v.switchedOff ? ', switched off' : ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ul className="verdicts">
        {variants
          .filter((v) => v.verdict.kind !== 'control')
          .map((v) => (
            <li key={v.variant} data-verdict={v.verdict.kind} className={v.verdict.kind === 'switched-off' || v.verdict.kind === 'roll-back' ? 'error' : undefined}>
              <strong>{v.variant}:</strong> {v.verdict.text}
            </li>
          ))}
      </ul>
      {variants.some((v) => v.campaigns.length > 0) && (
        <ul className="campaigns">
          {variants.flatMap((v) =>
            v.campaigns.map((c) => <li key={`${v.variant} ${c.source} ${c.campaign}`}>{`${v.variant}: ${c.leads} lead(s) from source ${c.source}, campaign ${c.campaign}`}</li>),
          )}
        </ul>
      )}
      {promotable.length > 0 && (
        <div className="promote">
          <p>Promoting a variant asks a developer to make its order the page&apos;s own and end the experiment (a change request).</p>
          {promotable.map((variant) =>
            canPromote(experiment, variant) ? (
              <form key={variant} method="post" action={`/studio/experiments/${id}/promote`}>
                <input type="hidden" name="variant" value={variant} />
                <button type="submit">{`Promote ${variant}`}</button>
              </form>
            ) : (
              <button key={variant} type="button" disabled aria-describedby={`experiment-${id}-blocked`}>{`Promote ${variant}`}</button>
            ),
          )}
          {promotable.some((variant) => !canPromote(experiment, variant)) && (
            <p id={`experiment-${id}-blocked`}>Promote is blocked while the split of visitors does not match the weights; promoting the control ends the experiment.</p>
          )}
        </div>
      )}
    </section>
  );
}

const STYLE = `
.experiment{background:#fff;padding:1rem;margin:0 0 1.5rem;border-radius:6px}
.experiment h2{margin:0 0 .25rem;font-size:1.25rem;overflow-wrap:anywhere}
.experiment figure{margin:1rem 0}
.experiment figcaption{font-size:.9rem;color:#4a4a4a}
.table-scroll{overflow-x:auto}
.table-scroll th,.table-scroll td{white-space:nowrap}
.promote form,.promote>button{display:inline-block;margin:0 .5rem .5rem 0}
.confirm{border:2px solid #1d4f91;padding:.5rem 1rem;margin:1rem 0}
.srm-warning{color:#a4000f;background:#fdecee;border-left:4px solid #a4000f;padding:.5rem .75rem;font-weight:600}
.verdicts{padding-left:1.25rem}
.verdicts li{margin:.25rem 0}
`;

function ExperimentReportPage({ experiments, message, confirm }: ExperimentReportProps) {
  return (
    <>
      <style>{STYLE}</style>
      <h1>Experiments</h1>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : undefined}>
          {message.text}
          {message.requestId !== undefined && (
            <>
              {' '}
              <a href={`/studio/preview/${message.requestId}/`}>{`Preview #${message.requestId}`}</a> ·{' '}
              <a href="/studio/requests">All change requests</a>
            </>
          )}
        </p>
      )}
      {confirm && (
        <section className="confirm" aria-labelledby="confirm-heading">
          <h2 id="confirm-heading">{`Promote ${confirm.variant} of ${confirm.experiment}?`}</h2>
          <p>{confirm.figures}</p>
          <p>A developer then makes its order the page&apos;s own and ends the experiment; these figures go into the change request.</p>
          <form method="post" action={`/studio/experiments/${confirm.experiment}/promote`}>
            <input type="hidden" name="variant" value={confirm.variant} />
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit">{`Yes, request promoting ${confirm.variant}`}</button> <a href="/studio/experiments">Cancel</a>
          </form>
        </section>
      )}
      <p>
        Each variant&apos;s visitors (counted once each) and the first lead each of them sent. The verdict uses an interval that stays right however
        often you look, so reading this page every day is safe; it waits for a week of visitors and a few leads in each variant.
      </p>
      {experiments.length === 0 ? <p>No page runs an experiment, and none has counted visitors or leads.</p> : experiments.map((e) => <ExperimentSection key={e.experiment} experiment={e} />)}
    </>
  );
}

/** The page's body (the studio's frame around it is the server's studioPage). */
export function experimentReportHtml(props: ExperimentReportProps): string {
  return renderToStaticMarkup(<ExperimentReportPage {...props} />);
}
