import { registerOverlayPortal, useGetPuck } from '@puckeditor/core';
import { createContext, useContext, useEffect, type RefObject } from 'react';

/**
 * Every heading of a section that shows one of its settings is edited in place (issue 37): the
 * h1–h6 whose words are a text prop's value (its own or the block's default, prop-defaults.ts)
 * becomes editable; Enter or leaving it writes the words into that setting through Puck's
 * `replace` action (so undo covers it), Escape puts the old words back. A click on it selects the
 * section, as Puck's own inline text fields do, so its settings show what is being edited.
 *
 * Puck 0.23 has inline text fields of its own (`contentEditable: true`), but they hand the block
 * a React element in place of the prop's string; our blocks get their props checked by their zod
 * schema first (and some use a heading in an aria-label), so the studio makes the heading the
 * block rendered editable instead, with Puck's overlay portal letting the pointer through.
 */

/**
 * Whether the next selection keeps the view: the editor shows a section's settings when it is
 * picked (studio-editor.tsx), but a phone stays on the page while a heading there is typed into,
 * and on the list while a section is moved ('stay').
 */
export type SelectionSource = { current: 'stay' | null };
export const SelectionSourceContext = createContext<SelectionSource>({ current: null });

/** The section's text props with words in them, longest first (a heading shows one whole prop). */
export function headingCandidates(props: Record<string, unknown>): { name: string; value: string }[] {
  return Object.entries(props)
    .flatMap(([name, value]) => (typeof value === 'string' && value.trim() !== '' && name !== 'id' ? [{ name, value: value.replace(/\s+/g, ' ').trim() }] : []))
    .sort((a, b) => b.value.length - a.value.length);
}

const wordsOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Each heading that shows a prop's words, with the prop. */
function headingsOf(root: HTMLElement, candidates: readonly { name: string; value: string }[]) {
  const found: { element: HTMLElement; name: string; value: string }[] = [];
  const taken = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
    const words = wordsOf(element);
    const prop = candidates.find((candidate) => candidate.value === words && !taken.has(candidate.name));
    if (!prop) continue;
    taken.add(prop.name);
    found.push({ element, ...prop });
  }
  return found;
}

export function useInlineHeadings(section: RefObject<HTMLElement | null>, id: string, props: Record<string, unknown>) {
  const getPuck = useGetPuck();
  const source = useContext(SelectionSourceContext);
  // The effect runs again when the words change, not on every render of the section.
  const key = JSON.stringify(headingCandidates(props));
  useEffect(() => {
    const root = section.current;
    const candidates: { name: string; value: string }[] = JSON.parse(key);
    if (!root || candidates.length === 0) return;
    const select = () => {
      const { getSelectorForId, dispatch, appState } = getPuck();
      const itemSelector = getSelectorForId(id);
      const selected = appState.ui.itemSelector;
      if (!itemSelector || (selected && selected.index === itemSelector.index && selected.zone === itemSelector.zone)) return;
      source.current = 'stay';
      dispatch({ type: 'setUi', ui: { itemSelector } });
    };
    const commit = (name: string, text: string) => {
      const { appState, dispatch, getSelectorForId } = getPuck();
      const itemSelector = getSelectorForId(id);
      const item = appState.data.content.find((entry) => entry.props.id === id);
      if (!item || !itemSelector) return;
      dispatch({
        type: 'replace',
        destinationIndex: itemSelector.index,
        destinationZone: itemSelector.zone,
        data: { ...item, props: { ...item.props, [name]: text } },
        ui: { itemSelector },
      });
    };
    const detachers = new Map<HTMLElement, () => void>();
    const attach = (element: HTMLElement, name: string, value: string) => {
      element.contentEditable = 'plaintext-only';
      element.dataset.studioInline = name;
      element.title = 'Click to change these words; Enter keeps them, Escape undoes them';
      const stopPortal = registerOverlayPortal(element);
      // Puck's own keys (delete, undo) stay out of the typing.
      const onKeyDown = (event: KeyboardEvent) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          element.blur();
        } else if (event.key === 'Escape') {
          element.textContent = value;
          element.blur();
        }
      };
      const onBlur = () => {
        const text = wordsOf(element);
        if (text === '') element.textContent = value;
        else if (text !== value) commit(name, text);
      };
      // As Puck's own inline fields do: the click selects the section and goes no further (Puck
      // takes a click that reaches the page's background for one outside every section).
      const onClick = (event: MouseEvent) => {
        event.stopPropagation();
        select();
      };
      element.addEventListener('click', onClick, { capture: true });
      element.addEventListener('focus', select);
      element.addEventListener('keydown', onKeyDown);
      element.addEventListener('blur', onBlur);
      detachers.set(element, () => {
        element.removeEventListener('click', onClick, { capture: true });
        element.removeEventListener('focus', select);
        element.removeEventListener('keydown', onKeyDown);
        element.removeEventListener('blur', onBlur);
        stopPortal?.();
        element.removeAttribute('contenteditable');
        delete element.dataset.studioInline;
      });
    };
    const sync = () => {
      const found = headingsOf(root, candidates);
      for (const [element, detach] of detachers) {
        if (!element.isConnected || !found.some((entry) => entry.element === element)) {
          detach();
          detachers.delete(element);
        }
      }
      for (const entry of found) if (!detachers.has(entry.element)) attach(entry.element, entry.name, entry.value);
    };
    sync();
    // The block renders twice (while its content loads, then with it), and a carousel or a
    // re-render can replace a heading: the headings are found again whenever the section changes.
    const observer = new MutationObserver(() => {
      // Typing changes the heading's own text: that is not a new heading.
      if ([...detachers.keys()].some((element) => element === element.ownerDocument.activeElement)) return;
      sync();
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      for (const detach of detachers.values()) detach();
    };
  }, [getPuck, section, id, key, source]);
}
