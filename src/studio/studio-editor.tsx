import { createUsePuck, Puck, type Config, type Data } from '@puckeditor/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { blockRegistry } from '../blocks/registry';
import { SiteSettingsProvider } from '../blocks/shared/site-settings';
import { browserReader } from '../content/client';
import { EngineProvider, type EngineServices } from '../engine/engine-context';
import type { PageConfig } from '../engine/page-config-schema';
import { layouts } from '../site/layouts';
import { metaSources } from '../site/meta-sources';
import { siteConfig } from '../site/site-config';
import { CatalogueItem } from './block-picture';
import { blockTitle, sectionName } from '../shared/marketer-names';
import { editedParts, pageToPuckData, puckDataToPage } from './page-puck-data';
import { createPuckConfig } from './puck-config';
import { AddSection, SectionList, UndoRedo } from './section-list';
import { agencyDateTime } from '../lib/agency-time';
import { discardDraft, requestChange, saveDraft, type EditedPage, type ProposalProblem } from './studio-api';
import { labelOf, propDescriptions } from './zod-puck-fields';
import { RequestStatusList } from './request-status-list';

const usePuck = createUsePuck();

/** True widths: the page is laid out at the viewport's width and scaled down to fit the canvas. */
const VIEWPORTS = [
  { width: 390, label: 'Phone (390 px)' },
  { width: 768, label: 'Tablet (768 px)' },
  { width: 1280, label: 'Desktop (1280 px)' },
] as const;

/** "Family Cruises Planned for You | Travel N Relax Denver" → "Family Cruises Planned for You". */
const pageTitleOf = (page: PageConfig) => page.meta.title.split(' | ')[0] ?? page.meta.title;

/** The editor for one page config: Puck over the real blocks, and the change request. */
/** The draft found when the editor opened: restored (it was made on the current file) or only offered for discarding. */
export interface DraftState {
  savedAt: string;
  restored: boolean;
}

/** Edits are saved as this person's draft this long after the last change. */
const AUTOSAVE_DELAY_MS = 800;

export function StudioEditor({ page, userName, draft }: { page: EditedPage; userName: string; draft?: DraftState }) {
  const current = useRef<PageConfig>(page.config);
  const config = useMemo<Config>(() => {
    const puckConfig = createPuckConfig(blockRegistry.all(), () => current.current);
    return { ...puckConfig, root: { fields: {}, render: ({ children }: { children: ReactNode }) => <CanvasPage page={current.current}>{children}</CanvasPage> } };
  }, []);
  const initial = useMemo(() => pageToPuckData(page.config), [page.config]);
  return (
    <Puck
      config={config}
      data={initial}
      iframe={{ enabled: true, waitForStyles: true }}
      overrides={{ drawerItem: CatalogueItem }}
      onChange={(data: Data) => {
        current.current = puckDataToPage(page.config, data);
      }}
    >
      <StudioLayout page={page} userName={userName} draft={draft} toPage={(data) => puckDataToPage(page.config, data)} />
    </Puck>
  );
}

/**
 * The page as visitors see it: the sections inside the layout's chrome (header, menus, footer,
 * rails) with their scripts running, read through /api like a visitor's browser. Forms do not
 * send: a submit anywhere in the canvas stops before the form's own handler sees it.
 */
function CanvasPage({ page, children }: { page: PageConfig; children: ReactNode }) {
  const Layout = (layouts[page.layout] ?? layouts.standard)?.component;
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = marker.current?.ownerDocument.defaultView;
    if (!view) return;
    const stop = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    view.addEventListener('submit', stop, true);
    return () => view.removeEventListener('submit', stop, true);
  }, []);
  return (
    <CanvasProviders page={page}>
      <div ref={marker} hidden />
      {Layout ? <Layout page={page}>{children}</Layout> : children}
    </CanvasProviders>
  );
}

/** The canvas's sections read content like a visitor's browser: the engine's services over /api. */
function CanvasProviders({ page, children }: { page: PageConfig; children: ReactNode }) {
  const services = useMemo<EngineServices>(
    () => ({
      registry: blockRegistry,
      read: browserReader,
      metaSources,
      report: (diagnostic) => console.warn(`[studio] section "${diagnostic.sectionId}": ${diagnostic.message}`),
      dev: true,
    }),
    [],
  );
  return (
    <MemoryRouter initialEntries={[page.path.replace(/:[a-zA-Z0-9]+/g, 'preview')]}>
      <EngineProvider services={services}>
        <SWRConfig value={{ revalidateOnFocus: false, dedupingInterval: 60_000 }}>
          {/* As AppProviders gives the site's pages: blocks read site.json through it. */}
          <SiteSettingsProvider settings={siteConfig}>
            <div className="studio-canvas-page">{children}</div>
          </SiteSettingsProvider>
        </SWRConfig>
      </EngineProvider>
    </MemoryRouter>
  );
}

function StudioLayout({ page, userName, draft, toPage }: { page: EditedPage; userName: string; draft?: DraftState; toPage: (data: Data) => PageConfig }) {
  const data = usePuck((s) => s.appState.data);
  const saving = useDraftAutosave(page, data, toPage);
  // Start at the width of the screen the marketer is on (a phone edits the phone view first).
  const [width, setWidth] = useState<number>(() => (window.innerWidth < 700 ? 390 : window.innerWidth < 1100 ? 768 : 1280));
  const [problems, setProblems] = useState<ProposalProblem[]>([]);
  const [outcome, setOutcome] = useState<{ kind: 'ok'; id: number; previewUrl: string } | { kind: 'error'; message: string }>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const submit = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await requestChange({ file: page.file, baseHash: page.baseHash, config: { ...page.raw, ...editedParts(toPage(data)) }, note });
      if (result.ok) {
        // The server deleted the draft with the request stored: nothing is left unsaved.
        saving.markSent();
        setProblems([]);
        setOutcome({ kind: 'ok', id: result.id, previewUrl: result.previewUrl });
      } else {
        setProblems(result.problems);
        setOutcome({ kind: 'error', message: result.message });
      }
    } catch (error) {
      setOutcome({ kind: 'error', message: `The request could not be sent: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="studio-editor">
      <header className="studio-bar">
        <a href="/studio/">Pages</a>
        <h1>
          {pageTitleOf(page.config)}
          {page.baseHash === null ? <small> (new page)</small> : null}
        </h1>
        <UndoRedo />
        <span role="group" aria-label="Canvas width" className="studio-widths">
          {VIEWPORTS.map((viewport) => (
            <button key={viewport.width} type="button" aria-pressed={width === viewport.width} onClick={() => setWidth(viewport.width)}>
              {viewport.label}
            </button>
          ))}
        </span>
        <a href="/studio/requests">Change requests</a>
        <span>{userName}</span>
      </header>
      <DraftBar page={page} draft={draft} saving={saving} />
      <div className="studio-columns">
        <aside className="studio-left" aria-label="Page structure">
          <SectionList problems={problems} />
          <AddSection types={blockRegistry.types()} />
          <details className="studio-panel studio-catalogue">
            <summary>Catalogue (drag onto the page)</summary>
            <Puck.Components />
          </details>
        </aside>
        <main className="studio-canvas" aria-label="Page preview">
          <ScaledCanvas width={width}>
            <Puck.Preview />
          </ScaledCanvas>
          <p className="studio-canvas-note">Forms on this preview do not send.</p>
        </main>
        <aside className="studio-right" aria-label="Section settings">
          <SelectedHelp />
          <Puck.Fields />
          <section className="studio-panel studio-request" aria-labelledby="studio-request-heading">
            <h2 id="studio-request-heading">Request this change</h2>
            <label htmlFor="studio-note">Note for the developer</label>
            <textarea id="studio-note" rows={3} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
            <button type="button" className="studio-primary" disabled={busy} onClick={() => void submit()}>
              {busy ? 'Checking…' : 'Request change'}
            </button>
            <div role="status" aria-live="polite" className="studio-outcome">
              {outcome?.kind === 'ok' ? (
                <p>
                  Change request #{outcome.id} is stored. Preview: <a href={outcome.previewUrl}>{new URL(outcome.previewUrl, location.origin).href}</a>
                </p>
              ) : null}
            </div>
            <div role="alert" className="studio-errors">
              {outcome?.kind === 'error' ? <p>{outcome.message}</p> : null}
              {problems.length > 0 ? (
                <ul>
                  {problems.map((problem) => {
                    const item = problem.sectionIndex === undefined ? undefined : data.content[problem.sectionIndex];
                    return (
                      <li key={problem.path + problem.message} data-problem-section={problem.sectionId ?? ''} data-problem-field={problem.field ?? ''}>
                        {item ? `Section "${sectionName(item.type, item.props)}"` : 'Page'}
                        {problem.field ? `, field "${labelOf(problem.field)}"` : ''}: {problem.message}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </div>
          </section>
          <RequestStatusList />
        </aside>
      </div>
    </div>
  );
}

/** The selected block's description and what each of its props does. */
function SelectedHelp() {
  const selected = usePuck((s) => s.selectedItem);
  if (!selected) return <p className="studio-panel">Select a section to edit its settings.</p>;
  const block = blockRegistry.get(selected.type);
  if (!block) return null;
  const help = propDescriptions(block.props);
  return (
    <section className="studio-panel studio-help" aria-label={`About ${blockTitle(selected.type)}`}>
      <h2>{blockTitle(selected.type)}</h2>
      <p>{block.description}</p>
      {help.length > 0 ? (
        <details>
          <summary>What each setting does</summary>
          <dl>
            {help.map((prop) => (
              <div key={prop.name}>
                <dt>{prop.label}</dt>
                <dd>{prop.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}

/**
 * Lays the page out at the viewport's true width (the iframe is that wide, so the site's media
 * queries see 1280 px) and scales it down to the space the canvas has, as Puck's own zoom does.
 */
function ScaledCanvas({ width, children }: { width: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSpace({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = space.width > 0 ? Math.min(1, space.width / width) : 1;
  return (
    <div ref={box} className="studio-canvas-fit" data-canvas-scale={scale.toFixed(3)}>
      <div
        className="studio-canvas-frame"
        style={{
          width,
          height: space.height > 0 ? space.height / scale : '100%',
          transform: scale < 1 ? `scale(${scale})` : undefined,
          marginLeft: scale < 1 ? 0 : Math.max(0, (space.width - width) / 2),
        }}
      >
        {children}
      </div>
    </div>
  );
}

type SaveState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

/**
 * Autosaves the page as this person's draft on the server a moment after each edit, and warns
 * before leaving while an edit is not saved yet (or its save failed).
 */
function useDraftAutosave(page: EditedPage, data: Data, toPage: (data: Data) => PageConfig) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const first = useRef(true);
  const sent = useRef(false);
  // The latest conversion, read when the timer fires (the parent hands a new function each render).
  const convert = useRef(toPage);
  convert.current = toPage;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (sent.current) return;
    setState({ kind: 'pending' });
    const timer = window.setTimeout(() => {
      saveDraft({ file: page.file, baseHash: page.baseHash, config: { ...page.raw, ...editedParts(convert.current(data)) } })
        .then((at) => setState({ kind: 'saved', at }))
        .catch((error: unknown) => setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [data, page]);
  const unsaved = state.kind === 'pending' || state.kind === 'failed';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return {
    state,
    markSent: () => {
      sent.current = true;
      setState({ kind: 'idle' });
    },
  };
}

/** Where the draft stands: saved when, restored from when, and the way to throw it away. */
function DraftBar({ page, draft, saving }: { page: EditedPage; draft?: DraftState; saving: ReturnType<typeof useDraftAutosave> }) {
  const [discarding, setDiscarding] = useState(false);
  const [error, setError] = useState<string>();
  const { state } = saving;
  const hasDraft = draft !== undefined || state.kind !== 'idle';
  const discard = async () => {
    if (!window.confirm('Discard your draft and start again from the page as it is?')) return;
    setDiscarding(true);
    try {
      await discardDraft(page.file);
      saving.markSent();
      location.reload();
    } catch (discardError) {
      setError(`The draft could not be discarded: ${discardError instanceof Error ? discardError.message : String(discardError)}`);
      setDiscarding(false);
    }
  };
  return (
    <div className="studio-draft">
      <p role="status" aria-live="polite" className="studio-draft-status">
        {state.kind === 'pending'
          ? 'Saving your draft…'
          : state.kind === 'saved'
            ? `Draft saved ${agencyDateTime(state.at)}.`
            : state.kind === 'failed'
              ? `Your draft could not be saved (${state.message}). Keep this tab open and try again.`
              : draft?.restored
                ? `You are editing your draft from ${agencyDateTime(draft.savedAt)}.`
                : draft
                  ? `You have a draft from ${agencyDateTime(draft.savedAt)} made on an older version of this page: it was not restored, and your next edit replaces it.`
                  : 'Your edits are saved as a draft as you work; only you see it until you request the change.'}
      </p>
      {hasDraft ? (
        <button type="button" disabled={discarding} onClick={() => void discard()}>
          Discard draft
        </button>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
