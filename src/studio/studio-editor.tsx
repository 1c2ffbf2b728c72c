import { createUsePuck, Puck, type Config, type Data } from '@puckeditor/core';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { blockRegistry } from '../blocks/registry';
import { SiteSettingsProvider } from '../blocks/shared/site-settings';
import { browserReader } from '../content/client';
import { EngineProvider, type EngineServices } from '../engine/engine-context';
import type { PageConfig } from '../engine/page-config-schema';
import { agencyDateTime } from '../lib/agency-time';
import { layouts } from '../site/layouts';
import { metaSources } from '../site/meta-sources';
import { siteConfig } from '../site/site-config';
import { blockHelp, fieldLabel } from './block-help';
import { Catalogue } from './catalogue';
import { initialHistoryOf, savedHistory, type SavedHistory } from './draft-history';
import { SelectionSourceContext, type SelectionSource } from './inline-heading';
import { blockTitle, sectionName } from '../shared/marketer-names';
import { editedParts, pageToPuckData, puckDataToPage } from './page-puck-data';
import { defaultsOf } from './block-defaults';
import { createPuckConfig } from './puck-config';
import { RequestStatusList } from './request-status-list';
import { AddSection, EditorViewContext, SectionList, UndoRedo, type EditorView } from './section-list';
import { discardDraft, requestChange, saveDraft, type EditedPage, type ProposalProblem } from './studio-api';
import { VariantRequest } from './variant-request';
import { propDescriptions } from './zod-puck-fields';

const usePuck = createUsePuck();

/** True widths: the page is laid out at the viewport's width and scaled down to fit the canvas. */
const VIEWPORTS = [
  { width: 390, label: 'Phone (390 px)' },
  { width: 768, label: 'Tablet (768 px)' },
  { width: 1280, label: 'Desktop (1280 px)' },
] as const;

/** The views a narrow screen shows one at a time (a wide one shows all three side by side). */
const VIEWS: { view: EditorView; label: string }[] = [
  { view: 'page', label: 'Page' },
  { view: 'sections', label: 'Sections' },
  { view: 'settings', label: 'Settings' },
];

/** "Family Cruises Planned for You | Travel N Relax Denver" → "Family Cruises Planned for You". */
export const pageTitleOf = (page: PageConfig) => page.meta.title.split(' | ')[0] ?? page.meta.title;

/** The draft found when the editor opened: restored (it was made on the current file) or only offered for discarding. */
export interface DraftState {
  savedAt: string;
  restored: boolean;
}

/** Edits are saved as this person's draft this long after the last change. */
const AUTOSAVE_DELAY_MS = 800;

/** The editor for one page config: Puck over the real blocks, and the change request. */
export function StudioEditor({ page, userName, draft, history }: { page: EditedPage; userName: string; draft?: DraftState; history?: SavedHistory }) {
  const current = useRef<PageConfig>(page.config);
  const config = useMemo<Config>(() => {
    const puckConfig = createPuckConfig(blockRegistry.all(), () => current.current);
    return { ...puckConfig, root: { fields: {}, render: ({ children }: { children: ReactNode }) => <CanvasPage page={current.current}>{children}</CanvasPage> } };
  }, []);
  const initial = useMemo(() => pageToPuckData(page.config, defaultsOf), [page.config]);
  const initialHistory = useMemo(() => (history ? initialHistoryOf(history) : undefined), [history]);
  // One object for the whole editor, read and marked by the canvas's headings and the list.
  const source = useRef<SelectionSource['current']>(null);
  return (
    <SelectionSourceContext.Provider value={source}>
      <Puck
        config={config}
        data={initial}
        initialHistory={initialHistory}
        iframe={{ enabled: true, waitForStyles: true }}
        onChange={(data: Data) => {
          current.current = puckDataToPage(page.config, data, defaultsOf);
        }}
      >
        <StudioLayout page={page} userName={userName} draft={draft} toPage={(data) => puckDataToPage(page.config, data, defaultsOf)} />
      </Puck>
    </SelectionSourceContext.Provider>
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

/** The stored request the page's current state was sent as, while nothing has changed since. */
interface Requested {
  id: number;
  previewUrl: string;
  created: boolean;
  /** The sections as requested: an edit after the request makes the button a request again. */
  sections: string;
}

/**
 * The editor's screen. Wide: the sections and the catalogue on the left, the page in the middle,
 * the selected section's settings on the right with the request always below them. Narrow (a
 * phone, a tablet): a compact header, one view at a time (page, sections, settings), each the one
 * area that scrolls, and the request at the bottom of the screen in every view.
 */
function StudioLayout({ page, userName, draft, toPage }: { page: EditedPage; userName: string; draft?: DraftState; toPage: (data: Data) => PageConfig }) {
  const data = usePuck((s) => s.appState.data);
  const [view, setView] = useState<EditorView>('page');
  const [menuOpen, setMenuOpen] = useState(false);
  // Start at the width of the screen the marketer is on (a phone edits the phone view first).
  const [width, setWidth] = useState<number>(() => (window.innerWidth < 700 ? 390 : window.innerWidth < 1100 ? 768 : 1280));
  const [problems, setProblems] = useState<ProposalProblem[]>([]);
  const [requested, setRequested] = useState<Requested>();
  const requestable = toPage(data).sections;
  const sections = JSON.stringify(requestable);
  const names = requestable.map((section) => sectionName(section.type, section.props ?? {}));
  const current = requested && requested.sections === sections ? requested : undefined;
  const saving = useDraftAutosave(page, data, toPage, current !== undefined);
  useShowSettingsOnSelect(setView);
  useEffect(() => {
    document.title = `${pageTitleOf(page.config)} | Studio`;
  }, [page.config]);
  return (
    <EditorViewContext.Provider value={setView}>
      <div className="studio-editor" data-view={view}>
        <header className="studio-bar">
          <a href="/studio/">Pages</a>
          <h1>
            {pageTitleOf(page.config)}
            {page.baseHash === null ? <small> (new page)</small> : null}
          </h1>
          <UndoRedo />
          <button type="button" className="studio-menu-toggle" aria-expanded={menuOpen} aria-controls="studio-menu" onClick={() => setMenuOpen(!menuOpen)}>
            Menu
          </button>
          <div id="studio-menu" className="studio-menu" data-open={menuOpen}>
            <span role="group" aria-label="Canvas width" className="studio-widths">
              {VIEWPORTS.map((viewport) => (
                <button key={viewport.width} type="button" aria-pressed={width === viewport.width} onClick={() => setWidth(viewport.width)}>
                  {viewport.label}
                </button>
              ))}
            </span>
            <a href="/studio/requests">Change requests</a>
            <span>{userName}</span>
          </div>
        </header>
        <DraftBar page={page} draft={draft} saving={saving} requested={current} />
        <nav className="studio-views" aria-label="Editor views">
          {VIEWS.map((entry) => (
            <button key={entry.view} type="button" data-view-button={entry.view} aria-pressed={view === entry.view} onClick={() => setView(entry.view)}>
              {entry.label}
            </button>
          ))}
        </nav>
        <div className="studio-columns">
          <aside className="studio-left" aria-label="Page structure">
            <SectionList problems={problems} names={names} />
            <AddSection types={blockRegistry.types()} />
            <Catalogue types={blockRegistry.types()} />
            <RequestStatusList />
          </aside>
          <main className="studio-canvas" aria-label="Page preview">
            <ScaledCanvas width={width}>
              <Puck.Preview />
            </ScaledCanvas>
            <p className="studio-canvas-note">Forms on this preview do not send.</p>
          </main>
          <aside className="studio-right studio-settings" aria-label="Section settings">
            <SelectedHelp />
            <Puck.Fields />
          </aside>
          <RequestPanel
            page={page}
            data={data}
            toPage={toPage}
            sections={sections}
            names={names}
            requested={current}
            problems={problems}
            onProblems={setProblems}
            onRequested={(request) => {
              // The server deleted the draft with the request stored: nothing is left unsaved.
              saving.markSent();
              setRequested(request);
            }}
          />
        </div>
      </div>
    </EditorViewContext.Provider>
  );
}

/**
 * A section picked (on the page, in the list, just added) shows its settings: on a phone the
 * settings view comes up. A heading typed into on the page, or a section moved in the list,
 * keeps the view (inline-heading.ts, section-list.tsx mark those).
 */
function useShowSettingsOnSelect(show: (view: EditorView) => void) {
  const selectedId = usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : undefined));
  const source = useContext(SelectionSourceContext);
  useEffect(() => {
    const from = source.current;
    source.current = null;
    if (selectedId !== undefined && from !== 'stay') show('settings');
  }, [selectedId, show, source]);
}

/** The note, the request button, and what came of the last request: always on screen. */
function RequestPanel(props: {
  page: EditedPage;
  data: Data;
  toPage: (data: Data) => PageConfig;
  sections: string;
  names: readonly string[];
  requested: Requested | undefined;
  problems: readonly ProposalProblem[];
  onProblems: (problems: ProposalProblem[]) => void;
  onRequested: (request: Requested) => void;
}) {
  const { page, data, requested, problems, names } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [note, setNote] = useState('');
  const [mode, setMode] = useState<'change' | 'variant'>('change');
  /** A change sends the draft as the page; a variant sends the page as it is with the draft as its experiment's variant B. */
  const submit = async (config: Record<string, unknown>, requestNote: string, previewVariant?: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await requestChange({ file: page.file, baseHash: page.baseHash, config, note: requestNote });
      if (result.ok) {
        props.onProblems([]);
        // An experiment's preview shows its variant: the page as it is needs no preview.
        const previewUrl = previewVariant ? `${result.previewUrl}?variant=${encodeURIComponent(previewVariant)}` : result.previewUrl;
        props.onRequested({ id: result.id, previewUrl, created: result.created, sections: props.sections });
      } else {
        props.onProblems(result.problems);
        setError(result.message);
      }
    } catch (failure) {
      setError(`The request could not be sent: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="studio-panel studio-request" data-mode={mode} aria-labelledby="studio-request-heading">
      <h2 id="studio-request-heading">{mode === 'change' ? 'Request this change' : 'Test your draft as a variant'}</h2>
      <div role="group" aria-label="What to request" className="studio-request-modes">
        <button type="button" aria-pressed={mode === 'change'} onClick={() => setMode('change')}>
          Change the page
        </button>
        <button type="button" aria-pressed={mode === 'variant'} onClick={() => setMode('variant')}>
          Test as a variant
        </button>
      </div>
      {mode === 'change' ? (
        <>
          <label htmlFor="studio-note">Note for the developer</label>
          <textarea id="studio-note" rows={3} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          <button type="button" className="studio-primary" disabled={busy || requested !== undefined} onClick={() => void submit({ ...page.raw, ...editedParts(props.toPage(data)) }, note)}>
            {busy ? 'Checking…' : requested ? 'Change requested' : 'Request change'}
          </button>
        </>
      ) : (
        <VariantRequest
          file={page.file}
          page={page.config}
          draft={props.toPage(data)}
          busy={busy}
          requested={requested !== undefined}
          note={note}
          onNote={setNote}
          onRefused={(message) => {
            props.onProblems([]);
            setError(message);
          }}
          // The page's sections stay as they are: the draft lives on as the experiment's variant B.
          onSend={(proposal) => void submit({ ...page.raw, experiment: proposal.experiment }, proposal.note, proposal.experiment.variants[1]?.id)}
        />
      )}
      <div role="status" aria-live="polite" className="studio-outcome">
        {requested ? (
          <p>
            {requested.created ? `Change request #${requested.id} is stored.` : `You requested this already: it is change request #${requested.id}.`} Preview:{' '}
            <a href={requested.previewUrl}>{new URL(requested.previewUrl, location.origin).href}</a>
          </p>
        ) : null}
      </div>
      <div role="alert" className="studio-errors">
        {error ? <p>{error}</p> : null}
        {problems.length > 0 ? (
          <ul>
            {problems.map((problem) => {
              // By id first: a variant's problem names a section of the page, which the draft may have moved.
              const byId = problem.sectionId === undefined ? -1 : data.content.findIndex((entry) => String(entry.props.id) === problem.sectionId);
              const index = byId >= 0 ? byId : problem.sectionIndex;
              const item = index === undefined ? undefined : data.content[index];
              return (
                <li key={problem.path + problem.message} data-problem-section={problem.sectionId ?? ''} data-problem-field={problem.field ?? ''}>
                  {item ? `Section "${names[index ?? -1] ?? blockTitle(item.type)}"` : 'Page'}
                  {problem.field ? `, field "${fieldLabel(item?.type, problem.field)}"` : ''}: {problem.message}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** The selected block's description and what each of its settings does, in a marketer's words (block-help.ts). */
function SelectedHelp() {
  const selected = usePuck((s) => s.selectedItem);
  if (!selected) return <p className="studio-panel">Select a section to edit its settings: in the list of sections, or on the page.</p>;
  const block = blockRegistry.get(selected.type);
  if (!block) return null;
  const help = propDescriptions(block.props, selected.type);
  return (
    <section className="studio-panel studio-help" aria-label={`About ${blockTitle(selected.type)}`}>
      <h2>{blockTitle(selected.type)}</h2>
      <p>{blockHelp(selected.type, block.description)}</p>
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
 * Autosaves the page, with its undo history, as this person's draft on the server a moment after
 * each edit, and warns before leaving while an edit is not saved yet (or its save failed). The
 * page as just requested is not a draft: the next edit starts one.
 */
function useDraftAutosave(page: EditedPage, data: Data, toPage: (data: Data) => PageConfig, requested: boolean) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const history = usePuck((s) => s.history);
  const first = useRef(true);
  // The latest conversion, history and data, read when the timer fires (new ones come with each render).
  const latest = useRef({ toPage, history, data });
  latest.current = { toPage, history, data };
  // The draft as it would be saved: a render that gives Puck's data a new identity without
  // changing the page (the canvas measuring itself, a selection) neither restarts the timer nor
  // saves again, so a busy phone's edit is saved once, AUTOSAVE_DELAY_MS after it.
  const edited = useMemo(() => JSON.stringify(editedParts(toPage(data))), [data, toPage]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (requested) return;
    setState({ kind: 'pending' });
    const timer = window.setTimeout(() => {
      const { toPage: convert, history: puckHistory, data: latestData } = latest.current;
      saveDraft({
        file: page.file,
        baseHash: page.baseHash,
        config: { ...page.raw, ...editedParts(convert(latestData)) },
        history: savedHistory(puckHistory.histories, puckHistory.index),
      })
        .then((at) => setState({ kind: 'saved', at }))
        .catch((error: unknown) => setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [edited, page, requested]);
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
  return { state, markSent: () => setState({ kind: 'idle' }) };
}

/** Where the draft stands (saved when, restored from when), what follows a request, and the way to throw the draft away. */
function DraftBar({ page, draft, saving, requested }: { page: EditedPage; draft?: DraftState; saving: ReturnType<typeof useDraftAutosave>; requested?: Requested }) {
  const [discarding, setDiscarding] = useState(false);
  const [error, setError] = useState<string>();
  const { state } = saving;
  const hasDraft = !requested && (draft !== undefined || state.kind !== 'idle');
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
        {requested
          ? `Change request #${requested.id} is with the developers: they check it and put it on the site, and you get an e-mail when it is live or if they decline it. An edit you make now starts a new draft.`
          : state.kind === 'pending'
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
