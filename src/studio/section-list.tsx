import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { SelectionSourceContext } from './inline-heading';
import { blockTitle } from '../shared/marketer-names';
import type { ProposalProblem } from './studio-api';
import { fieldLabel } from './block-help';

const usePuck = createUsePuck();
/** Puck's zone of the page's top-level items. */
export const ROOT_ZONE = 'root:default-zone';

/** The editor's views on a narrow screen (on a wide one all are on screen): studio-editor.tsx. */
export type EditorView = 'page' | 'sections' | 'settings';
export const EditorViewContext = createContext<(view: EditorView) => void>(() => undefined);

/**
 * Puts a block's new section after the selected one (at the end when none is selected) and
 * selects it, with placeholder words to replace (new-section-props.ts): the list's Add and the
 * catalogue's Add buttons.
 */
export function useInsertSection() {
  const getPuck = useGetPuck();
  return useCallback(
    (type: string) => {
      const { appState, dispatch } = getPuck();
      const selected = appState.ui.itemSelector;
      const at = selected ? selected.index + 1 : appState.data.content.length;
      dispatch({ type: 'insert', componentType: type, destinationIndex: at, destinationZone: ROOT_ZONE });
      dispatch({ type: 'setUi', ui: { itemSelector: { index: at, zone: ROOT_ZONE } } });
    },
    [getPuck],
  );
}

/**
 * The page's sections in order, each with buttons to select, move up, move down and remove it:
 * the keyboard and touch way to rearrange a page (Puck's drag and drop is the pointer way; both
 * go through Puck's actions, so undo and redo cover them). A moved section keeps the focus.
 */
/**
 * `names`: each section by what it sets itself (marketer-names.ts over the page as it would be
 * requested, not the defaults the panel shows beside), the names the request's sentences use.
 */
export function SectionList({ problems, names }: { problems: readonly ProposalProblem[]; names: readonly string[] }) {
  const content = usePuck((s) => s.appState.data.content);
  const dispatch = usePuck((s) => s.dispatch);
  const selected = usePuck((s) => s.appState.ui.itemSelector);
  const show = useContext(EditorViewContext);
  const source = useContext(SelectionSourceContext);
  const list = useRef<HTMLOListElement>(null);
  /** The section just moved and the arrow that moved it: it keeps the focus where it lands. */
  const moved = useRef<{ id: string; direction: 'up' | 'down' } | undefined>(undefined);
  const move = (index: number, to: number, id: string) => {
    moved.current = { id, direction: to < index ? 'up' : 'down' };
    source.current = 'stay';
    dispatch({ type: 'reorder', sourceIndex: index, destinationIndex: to, destinationZone: ROOT_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone: ROOT_ZONE } } });
  };
  useLayoutEffect(() => {
    const target = moved.current;
    if (!target) return;
    moved.current = undefined;
    const item = list.current?.querySelector<HTMLElement>(`[data-section-item="${CSS.escape(target.id)}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`);
    // At the top (or bottom) its arrow is off: the other arrow of the same section takes the focus.
    (same && !same.disabled ? same : (other ?? item?.querySelector<HTMLButtonElement>('button')))?.focus();
  }, [content]);
  const select = (index: number, id: string) => {
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ROOT_ZONE } } });
    scrollCanvasTo(id);
    show('settings');
  };
  return (
    <section className="studio-panel" aria-labelledby="studio-sections-heading">
      <h2 id="studio-sections-heading">Sections, top to bottom</h2>
      <ol className="studio-section-list" ref={list}>
        {content.map((item, index) => {
          const id = String(item.props.id);
          const own = problems.filter((problem) => problem.sectionIndex === index);
          const name = names[index] ?? blockTitle(item.type);
          return (
            <li key={id} data-section-item={id} className={selected?.index === index ? 'is-selected' : undefined}>
              <button type="button" className="studio-section-name" aria-pressed={selected?.index === index} onClick={() => select(index, id)}>
                {index + 1}. {name}
              </button>
              <span className="studio-section-actions">
                <button type="button" data-move="up" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, index - 1, id)}>
                  ↑
                </button>
                <button type="button" data-move="down" aria-label={`Move ${name} down`} disabled={index === content.length - 1} onClick={() => move(index, index + 1, id)}>
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
                      {problem.field ? <strong>{fieldLabel(item.type, problem.field)}: </strong> : null}
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

/** Adds the chosen block after the selected section (or at the end), with placeholder words to replace (new-section-props.ts). */
export function AddSection({ types }: { types: readonly string[] }) {
  const insert = useInsertSection();
  const show = useContext(EditorViewContext);
  return (
    <form
      className="studio-panel studio-add"
      onSubmit={(event) => {
        event.preventDefault();
        const type = new FormData(event.currentTarget).get('type');
        if (typeof type !== 'string' || !types.includes(type)) return;
        insert(type);
        show('settings');
      }}
    >
      <label htmlFor="studio-add-type">Add a section</label>
      <select id="studio-add-type" name="type">
        {[...types]
          .sort((a, b) => blockTitle(a).localeCompare(blockTitle(b)))
          .map((type) => (
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
