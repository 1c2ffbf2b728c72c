import { createUsePuck } from '@puckeditor/core';
import { useEffect } from 'react';
import { blockTitle, sectionName } from '../shared/marketer-names';
import type { ProposalProblem } from './studio-api';
import { labelOf } from './zod-puck-fields';

const usePuck = createUsePuck();
/** Puck's zone of the page's top-level items. */
export const ROOT_ZONE = 'root:default-zone';

/**
 * The page's sections in order, each with buttons to select, move up, move down and remove it:
 * the keyboard way to rearrange a page (Puck's drag and drop is the pointer way; both go through
 * Puck's actions, so undo and redo cover them).
 */
export function SectionList({ problems }: { problems: readonly ProposalProblem[] }) {
  const content = usePuck((s) => s.appState.data.content);
  const dispatch = usePuck((s) => s.dispatch);
  const selected = usePuck((s) => s.appState.ui.itemSelector);
  const move = (index: number, to: number) => {
    dispatch({ type: 'reorder', sourceIndex: index, destinationIndex: to, destinationZone: ROOT_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone: ROOT_ZONE } } });
  };
  const select = (index: number, id: string) => {
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ROOT_ZONE } } });
    scrollCanvasTo(id);
  };
  return (
    <section className="studio-panel" aria-labelledby="studio-sections-heading">
      <h2 id="studio-sections-heading">Sections, top to bottom</h2>
      <ol className="studio-section-list">
        {content.map((item, index) => {
          const id = String(item.props.id);
          const own = problems.filter((problem) => problem.sectionIndex === index);
          const name = sectionName(item.type, item.props);
          return (
            <li key={id} data-section-item={id} className={selected?.index === index ? 'is-selected' : undefined}>
              <button
                type="button"
                className="studio-section-name"
                aria-pressed={selected?.index === index}
                onClick={() => select(index, id)}
              >
                {index + 1}. {name}
              </button>
              <span className="studio-section-actions">
                <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ↑
                </button>
                <button type="button" aria-label={`Move ${name} down`} disabled={index === content.length - 1} onClick={() => move(index, index + 1)}>
                  ↓
                </button>
                <button type="button" aria-label={`Remove ${name}`} onClick={() => dispatch({ type: 'remove', index, zone: ROOT_ZONE })}>
                  ✕
                </button>
              </span>
              {own.length > 0 ? (
                <ul className="studio-section-problems">
                  {own.map((problem) => (
                    <li key={problem.path + problem.message}>
                      {problem.field ? <strong>{labelOf(problem.field)}: </strong> : null}
                      {problem.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Selecting a section in the list brings it into view on the canvas (Puck's iframe), so the place is not lost. */
function scrollCanvasTo(id: string) {
  const frame = document.querySelector<HTMLIFrameElement>('.studio-canvas iframe');
  const target = frame?.contentDocument?.querySelector(`[data-studio-section="${CSS.escape(id)}"]`);
  target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

/** Adds a block from the catalogue after the selected section (or at the end), with placeholder words to replace (new-section-props.ts). */
export function AddSection({ types }: { types: readonly string[] }) {
  const content = usePuck((s) => s.appState.data.content);
  const dispatch = usePuck((s) => s.dispatch);
  const selected = usePuck((s) => s.appState.ui.itemSelector);
  return (
    <form
      className="studio-panel studio-add"
      onSubmit={(event) => {
        event.preventDefault();
        const type = new FormData(event.currentTarget).get('type');
        if (typeof type !== 'string' || !types.includes(type)) return;
        const at = selected ? selected.index + 1 : content.length;
        dispatch({ type: 'insert', componentType: type, destinationIndex: at, destinationZone: ROOT_ZONE });
        dispatch({ type: 'setUi', ui: { itemSelector: { index: at, zone: ROOT_ZONE } } });
      }}
    >
      <label htmlFor="studio-add-type">Add a section</label>
      <select id="studio-add-type" name="type">
        {[...types].sort((a, b) => blockTitle(a).localeCompare(blockTitle(b))).map((type) => (
          <option key={type} value={type}>
            {blockTitle(type)}
          </option>
        ))}
      </select>
      <button type="submit">Add</button>
    </form>
  );
}

/** Puck's history: undo and redo (Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y work too). */
export function UndoRedo() {
  const history = usePuck((s) => s.history);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!(event.ctrlKey || event.metaKey) || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) history.back();
      else if ((key === 'z' && event.shiftKey) || key === 'y') history.forward();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history]);
  return (
    <span className="studio-undo">
      <button type="button" disabled={!history.hasPast} onClick={() => history.back()}>
        Undo
      </button>
      <button type="button" disabled={!history.hasFuture} onClick={() => history.forward()}>
        Redo
      </button>
    </span>
  );
}
