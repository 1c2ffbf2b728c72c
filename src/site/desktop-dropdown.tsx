import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import type { OpenItemActions } from './use-open-item';

const Chevron = () => (
  <svg className="desktop-nav__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Level 1: a menu bar entry whose panel drops down; level 2: a panel entry whose flyout opens to the side. */
const LEVELS = {
  1: { trigger: 'desktop-nav__trigger', panel: 'desktop-nav__panel', enterKey: 'ArrowDown', leaveKey: undefined },
  2: { trigger: 'desktop-nav__subtrigger', panel: 'desktop-nav__flyout', enterKey: 'ArrowRight', leaveKey: 'ArrowLeft' },
} as const;

interface DesktopDropdownProps {
  label: string;
  /** Identifies this dropdown among its level's (see useOpenItem). */
  value: string;
  level: 1 | 2;
  open: boolean;
  actions: OpenItemActions;
  className: string;
  /** The panel's content, rendered only while open (closed panels hold no focusable links). */
  children: ReactNode;
}

const firstControlIn = (panel: HTMLElement | null) => panel?.querySelector<HTMLElement>('a[href], button') ?? null;

/**
 * One dropdown of the desktop menu: a list item with a real button (aria-expanded, aria-controls
 * naming the panel, which always exists and is `hidden` while closed) and its panel. It opens on
 * hover, click, Enter or Space, and with the arrow key pointing into it (which also focuses its
 * first link). It closes when the pointer or the focus leaves it and on a press outside; Escape
 * (listened for by the top level) closes the whole dropdown and gives the focus to its button.
 * Choosing a link closes it. Nothing here touches the document during render.
 */
export function DesktopDropdown({ label, value, level, open, actions, className, children }: DesktopDropdownProps) {
  const { trigger, panel, enterKey, leaveKey } = LEVELS[level];
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstWhenOpen = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirstWhenOpen.current) {
      focusFirstWhenOpen.current = false;
      firstControlIn(panelRef.current)?.focus();
    }
    const inside = (target: EventTarget | null) => target instanceof Node && itemRef.current?.contains(target) === true;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!inside(event.target)) actions.close(value);
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (inside(document.activeElement)) triggerRef.current?.focus();
      actions.close(value);
    };
    document.addEventListener('pointerdown', onPointerDown);
    if (level === 1) document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, actions, value, level]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== enterKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (open) {
      firstControlIn(panelRef.current)?.focus();
    } else {
      focusFirstWhenOpen.current = true;
      actions.open(value);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== leaveKey) return;
    event.preventDefault();
    event.stopPropagation();
    triggerRef.current?.focus();
    actions.close(value);
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    // Only a move to another element counts: a window losing focus leaves the dropdown alone.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) actions.close(value);
  };

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) actions.close(value);
  };

  const whenMouse = (run: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') run();
  };

  const state = open ? 'open' : 'closed';
  return (
    <li
      ref={itemRef}
      className={className}
      onPointerEnter={whenMouse(() => actions.pointerEnter(value))}
      onPointerLeave={whenMouse(() => actions.pointerLeave(value))}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={state}
        onClick={() => actions.toggle(value)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Chevron />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={panel}
        data-state={state}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onClick={closeOnLink}
      >
        {open && children}
      </div>
    </li>
  );
}
