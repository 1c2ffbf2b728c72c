import { useEffect, useMemo, useRef, useState } from 'react';

/** A pointer passing over the menu bar does not flash a dropdown open... */
const HOVER_OPEN_DELAY_MS = 120;
/** ...and a short trip off it (across the gap to a panel, a shaky hand) does not close one. */
const HOVER_CLOSE_DELAY_MS = 150;

export interface OpenItemActions {
  open: (value: string) => void;
  /** Closes `value` if it is the open one (a late close never shuts a newer dropdown). */
  close: (value: string) => void;
  toggle: (value: string) => void;
  pointerEnter: (value: string) => void;
  pointerLeave: (value: string) => void;
}

/**
 * Which dropdown of one menu level is open (at most one), opened and closed by clicks, keys and
 * hovering with a delay. Once one is open, hovering another switches at once, as in a menu bar.
 * A click on a button the pointer has just opened keeps its dropdown open (a second click closes it).
 * The actions never change identity, so effects can depend on them.
 */
export function useOpenItem(): { openValue: string | null; actions: OpenItemActions } {
  const [openValue, setOpenValue] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The open value as of the last action, for the next action within the same event. */
  const current = useRef<string | null>(null);
  /** The dropdown the pointer opened: a click on its button then keeps it open instead of closing it. */
  const openedByHover = useRef<string | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const actions = useMemo<OpenItemActions>(() => {
    const now = (update: () => void) => {
      clearTimeout(timer.current);
      update();
    };
    const later = (delay: number, update: () => void) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(update, delay);
    };
    const set = (value: string | null, byHover = false) => {
      openedByHover.current = byHover ? value : null;
      current.current = value;
      setOpenValue(value);
    };
    const closeIfOpen = (value: string) => {
      if (current.current === value) set(null);
    };
    return {
      open: (value) => now(() => set(value)),
      close: (value) => now(() => closeIfOpen(value)),
      toggle: (value) =>
        now(() => {
          // The pointer on its way to click the button opened it a moment ago: the click keeps it.
          if (current.current === value && openedByHover.current === value) openedByHover.current = null;
          else set(current.current === value ? null : value);
        }),
      pointerEnter: (value) =>
        current.current !== null ? now(() => set(value, true)) : later(HOVER_OPEN_DELAY_MS, () => set(value, true)),
      pointerLeave: (value) => later(HOVER_CLOSE_DELAY_MS, () => closeIfOpen(value)),
    };
  }, []);

  return { openValue, actions };
}
