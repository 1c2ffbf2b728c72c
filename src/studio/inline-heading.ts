import { registerOverlayPortal, useGetPuck } from '@puckeditor/core';
import { useEffect, type RefObject } from 'react';
import { ROOT_ZONE } from './section-list';

/**
 * Inline heading editing in the canvas: the section's heading (the h1–h3 that shows its heading
 * prop) becomes editable text; Enter or leaving it writes the new words into the section's
 * "Heading" field (through Puck's `replace` action, so undo covers it), Escape puts the old
 * words back.
 *
 * Puck 0.23 has inline text fields of its own (`contentEditable: true`), but they hand the block
 * a React element in place of the prop's string; our blocks get their props checked by their zod
 * schema first (and some use the heading in an aria-label), so the studio makes the heading the
 * block rendered editable instead, with Puck's overlay portal letting the pointer through.
 */
export const INLINE_HEADING_PROPS = ['heading', 'title', 'headline'] as const;

/** The prop a section's visible heading shows, when it has one of its own (not read from content). */
export function inlineHeadingProp(props: Record<string, unknown>): { name: string; value: string } | undefined {
  for (const name of INLINE_HEADING_PROPS) {
    const value = props[name];
    if (typeof value === 'string' && value.trim() !== '') return { name, value };
  }
  return undefined;
}

/** The heading element that shows `value` (blocks may render after their content arrives). */
const findHeading = (root: HTMLElement, value: string) =>
  [...root.querySelectorAll<HTMLElement>('h1, h2, h3')].find((element) => element.textContent?.replace(/\s+/g, ' ').trim() === value.trim());

export function useInlineHeading(section: RefObject<HTMLElement | null>, id: string, props: Record<string, unknown>) {
  const getPuck = useGetPuck();
  const heading = inlineHeadingProp(props);
  const name = heading?.name;
  const value = heading?.value;
  useEffect(() => {
    const root = section.current;
    if (!root || !name || value === undefined) return;
    let detach: (() => void) | undefined;
    let attached: HTMLElement | undefined;
    const commit = (text: string) => {
      const { appState, dispatch } = getPuck();
      const index = appState.data.content.findIndex((item) => item.props.id === id);
      const item = appState.data.content[index];
      if (!item) return;
      dispatch({
        type: 'replace',
        destinationIndex: index,
        destinationZone: ROOT_ZONE,
        data: { ...item, props: { ...item.props, [name]: text } },
        ui: { itemSelector: { index, zone: ROOT_ZONE } },
      });
    };
    const attach = () => {
      const element = findHeading(root, value);
      if (!element) return false;
      attached = element;
      element.contentEditable = 'plaintext-only';
      element.dataset.studioInline = name;
      element.title = 'Click to change this heading; Enter keeps it, Escape undoes it';
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
        const text = (element.innerText || element.textContent || '').replace(/\s+/g, ' ').trim();
        if (text === '') element.textContent = value;
        else if (text !== value.trim()) commit(text);
      };
      element.addEventListener('keydown', onKeyDown);
      element.addEventListener('blur', onBlur);
      detach = () => {
        element.removeEventListener('keydown', onKeyDown);
        element.removeEventListener('blur', onBlur);
        stopPortal?.();
        element.removeAttribute('contenteditable');
      };
      return true;
    };
    attach();
    // The block renders twice (while its content loads, then with it), and a carousel or a
    // re-render can replace the heading: whenever the one made editable is gone, find the new one.
    const observer = new MutationObserver(() => {
      if (attached?.isConnected) return;
      detach?.();
      detach = undefined;
      attached = undefined;
      attach();
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      detach?.();
    };
  }, [getPuck, section, id, name, value]);
}
