import { useState } from 'react';
import type { PageConfig } from '../engine/page-config-schema';
import { experimentFromDraft, suggestedExperimentId, variantFromDraft, type ExperimentChoices } from './variant-from-draft';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar day as the page config writes it: experiments run on whole UTC days (experiment-window.ts). */
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** Four weeks: long enough for the report's minimum (7 full days and enough leads per arm) on a landing page's traffic. */
const DEFAULT_DAYS = 28;

/** What the panel sends: the page's `experiment` and a note saying it in words. */
export interface VariantProposal {
  experiment: NonNullable<PageConfig['experiment']>;
  note: string;
}

/**
 * "Test as a variant" (docs/experiments.md): the marketer's draft becomes variant B beside the
 * page as it is, for the share of new visitors and the days chosen here. Dates are native date
 * inputs: two calendar days are all it needs, a phone opens its own picker (touch, large
 * targets), the value is already the config's YYYY-MM-DD, and an inline calendar
 * (react-day-picker) would not fit the request area, which is under half the screen on a phone.
 */
export function VariantRequest(props: {
  file: string;
  page: PageConfig;
  draft: PageConfig;
  busy: boolean;
  requested: boolean;
  note: string;
  onNote: (note: string) => void;
  onRefused: (message: string) => void;
  onSend: (proposal: VariantProposal) => void;
}) {
  const { file, page, draft } = props;
  const [today] = useState(() => utcDay(Date.now()));
  const [share, setShare] = useState('50');
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(() => utcDay(Date.now() + DEFAULT_DAYS * DAY_MS));
  // The name follows the start day until the marketer writes their own.
  const [ownName, setOwnName] = useState<string>();
  const name = ownName ?? suggestedExperimentId(file, start);
  const made = variantFromDraft(page, draft);
  const choices: ExperimentChoices = { id: name.trim(), share: Number(share), start, end };
  const send = () => {
    const outcome = experimentFromDraft(page, draft, choices, today);
    if (!outcome.ok) return props.onRefused(outcome.message);
    const other = 100 - choices.share;
    const words = `Test my draft as ${outcome.experiment.variants[1]?.id ?? 'a variant'} on ${page.path}: ${choices.share}% of new visitors from ${start} to ${end} (the other ${other}% see the page as it is), counting the leads of its form.`;
    props.onSend({ experiment: outcome.experiment, note: props.note.trim() ? `${words}\n${props.note.trim()}` : words });
  };
  return (
    <>
      <p className="studio-hint studio-variant-what" data-variant-ready={made.ok}>
        {made.ok ? describeVariant(made.variant, Number(share)) : made.message}
      </p>
      <div className="studio-variant-fields">
        <label>
          Share of visitors (%)
          <input type="number" inputMode="numeric" min={1} max={99} step={1} value={share} onChange={(event) => setShare(event.currentTarget.value)} />
        </label>
        <label>
          Start
          <input type="date" min={today} value={start} onChange={(event) => setStart(event.currentTarget.value)} />
        </label>
        <label>
          End
          <input type="date" min={start || today} value={end} onChange={(event) => setEnd(event.currentTarget.value)} />
        </label>
        <label className="studio-variant-name">
          Experiment name
          <input type="text" spellCheck={false} autoCapitalize="none" value={name} onChange={(event) => setOwnName(event.currentTarget.value)} />
        </label>
      </div>
      <label htmlFor="studio-note">Note for the developer</label>
      <textarea id="studio-note" rows={2} value={props.note} onChange={(event) => props.onNote(event.currentTarget.value)} />
      <button type="button" className="studio-primary" disabled={props.busy || props.requested} onClick={send}>
        {props.busy ? 'Checking…' : props.requested ? 'Experiment requested' : 'Request experiment'}
      </button>
    </>
  );
}

/** "Variant B: another order of the sections and 1 changed text, for 50% of new visitors; the others see the page as it is." */
function describeVariant(variant: { sections?: string[]; props?: Record<string, Record<string, unknown>> }, share: number): string {
  const texts = Object.values(variant.props ?? {}).reduce((count, changed) => count + Object.keys(changed).length, 0);
  const parts = [variant.sections ? 'another order of the sections' : '', texts > 0 ? `${texts} changed ${texts === 1 ? 'setting' : 'settings'}` : ''].filter(Boolean);
  const forShare = Number.isInteger(share) && share >= 1 && share <= 99 ? `${share}% of new visitors` : 'the share of new visitors below';
  return `Variant B is your draft (${parts.join(' and ')}), for ${forShare}; the others see the page as it is.`;
}
