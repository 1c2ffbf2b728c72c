import { createUsePuck, Puck, type Config, type Data } from '@puckeditor/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { blockRegistry } from '../blocks/registry';
import { browserReader } from '../content/client';
import { EngineProvider, type EngineServices } from '../engine/engine-context';
import type { PageConfig } from '../engine/page-config-schema';
import { metaSources } from '../site/meta-sources';
import { pageToPuckData, puckDataToPage } from './page-puck-data';
import { createPuckConfig } from './puck-config';
import { AddSection, SectionList, UndoRedo } from './section-list';
import { requestChange, type EditedPage, type ProposalProblem } from './studio-api';
import { propDescriptions } from './zod-puck-fields';

const usePuck = createUsePuck();

const VIEWPORTS = [
  { width: 390, label: 'Phone (390 px)' },
  { width: 1280, label: 'Desktop (1280 px)' },
] as const;

/** The editor for one page config: Puck over the real blocks, and the change request. */
export function StudioEditor({ page, userName }: { page: EditedPage; userName: string }) {
  const current = useRef<PageConfig>(page.config);
  const config = useMemo<Config>(() => {
    const puckConfig = createPuckConfig(blockRegistry.all(), () => current.current);
    return { ...puckConfig, root: { fields: {}, render: ({ children }: { children: ReactNode }) => <CanvasProviders page={current.current}>{children}</CanvasProviders> } };
  }, []);
  const initial = useMemo(() => pageToPuckData(page.config), [page.config]);
  return (
    <Puck
      config={config}
      data={initial}
      iframe={{ enabled: true, waitForStyles: true }}
      onChange={(data: Data) => {
        current.current = puckDataToPage(page.config, data);
      }}
    >
      <StudioLayout page={page} userName={userName} toPage={(data) => puckDataToPage(page.config, data)} />
    </Puck>
  );
}

/** The canvas's sections read content like a visitor's browser: the engine's services over /api. */
function CanvasProviders({ page, children }: { page: PageConfig; children: ReactNode }) {
  const services = useMemo<EngineServices>(
    () => ({
      registry: blockRegistry,
      read: browserReader,
      metaSources,
      renderedSections: {},
      report: (diagnostic) => console.warn(`[studio] section "${diagnostic.sectionId}": ${diagnostic.message}`),
      dev: true,
    }),
    [],
  );
  return (
    <MemoryRouter initialEntries={[page.path.replace(/:[a-zA-Z0-9]+/g, 'preview')]}>
      <EngineProvider services={services}>
        <SWRConfig value={{ revalidateOnFocus: false, dedupingInterval: 60_000 }}>
          <div className="studio-canvas-page">{children}</div>
        </SWRConfig>
      </EngineProvider>
    </MemoryRouter>
  );
}

function StudioLayout({ page, userName, toPage }: { page: EditedPage; userName: string; toPage: (data: Data) => PageConfig }) {
  const data = usePuck((s) => s.appState.data);
  const [width, setWidth] = useState<number>(1280);
  const [problems, setProblems] = useState<ProposalProblem[]>([]);
  const [outcome, setOutcome] = useState<{ kind: 'ok'; id: number; previewUrl: string } | { kind: 'error'; message: string }>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const submit = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await requestChange({ file: page.file, baseHash: page.baseHash, config: { ...page.raw, sections: toPage(data).sections }, note });
      if (result.ok) {
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
          {page.config.path} <small>{page.file}{page.baseHash === null ? ' (new page)' : ''}</small>
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
      <div className="studio-columns">
        <aside className="studio-left" aria-label="Page structure">
          <SectionList problems={problems} />
          <AddSection types={blockRegistry.types()} />
          <section className="studio-panel" aria-labelledby="studio-catalogue-heading">
            <h2 id="studio-catalogue-heading">Catalogue (drag onto the page)</h2>
            <Puck.Components />
          </section>
        </aside>
        <main className="studio-canvas" aria-label="Page preview">
          <div className="studio-canvas-frame" style={{ width }}>
            <Puck.Preview />
          </div>
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
                  {problems.map((problem) => (
                    <li key={problem.path + problem.message} data-problem-section={problem.sectionId ?? ''} data-problem-field={problem.field ?? ''}>
                      {problem.sectionId ? `Section "${problem.sectionId}"` : 'Page'}
                      {problem.field ? `, field "${problem.field}"` : ''}: {problem.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
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
    <section className="studio-panel studio-help" aria-label={`About ${selected.type}`}>
      <h2>{selected.type}</h2>
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
