import type { KeyboardEvent } from 'react';

const KEYS = {
  horizontal: { previous: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { previous: 'ArrowUp', next: 'ArrowDown' },
} as const;

/**
 * Arrow keys (and Home, End) move the focus between the entries of a menu list: the link or
 * button that is a direct child of each of its items. Keys pressed deeper down (inside a nested
 * list) are left to that list; the ones handled here stop, so no outer list acts on them again.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLUListElement>, orientation: keyof typeof KEYS) {
  const { previous, next } = KEYS[orientation];
  if (![previous, next, 'Home', 'End'].includes(event.key)) return;
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button')];
  const index = entries.findIndex((entry) => entry === document.activeElement);
  if (index === -1) return;
  event.preventDefault();
  event.stopPropagation();
  const last = entries.length - 1;
  const target =
    event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === next ? (index === last ? 0 : index + 1) : index === 0 ? last : index - 1;
  entries[target]?.focus();
}
