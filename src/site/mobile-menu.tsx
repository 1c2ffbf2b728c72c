import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { HamburgerIcon } from './menu-icons';
import { MobileMenuFallback } from './mobile-menu-fallback';
import type { MobileMenuDialog as MobileMenuDialogComponent } from './mobile-menu-dialog';
import type { NavLink } from './site-config-schema';
import { useHydrated } from './use-hydrated';
import './mobile-menu.css';

/** The dialog's chunk (Radix dialog, focus scope, scroll lock): asked for once, on the first press. */
let dialogChunk: Promise<typeof MobileMenuDialogComponent> | undefined;
const loadDialog = () => {
  dialogChunk ??= import('./mobile-menu-dialog').then((module) => module.MobileMenuDialog);
  dialogChunk.catch(() => {
    dialogChunk = undefined; // a failed download is asked for again on the next press
  });
  return dialogChunk;
};

interface MobileMenuProps {
  links: readonly NavLink[];
  /**
   * `overlay`: the full-screen overlay of the standard, country and landing headers;
   * `panel`: the safari page's panel sliding in from the side.
   */
  variant?: 'overlay' | 'panel';
  /** Shown at the top of the menu next to the close button (usually the logo). */
  brand?: ReactNode;
  /** Below the links: the phone, the 'Ready To Travel?' button, social links. */
  extras?: ReactNode;
  /** Extra class on the hamburger, so each header can decide from which width it shows. */
  toggleClassName?: string;
}

/**
 * The hamburger and its menu, a modal Radix dialog: focus stays inside and returns to the
 * hamburger; Escape, the close button and (for the side panel) the backdrop close it; page
 * scrolling is locked while it is open (Radix's scroll lock). Choosing any link closes it, and so
 * does a path change (the browser's back button). The server HTML and the render that hydrates it
 * hold the no-script form instead (MobileMenuFallback, every link in the HTML); a menu the visitor
 * opened there before the scripts started stays open as the dialog.
 *
 * The dialog's code (mobile-menu-dialog.tsx) is not in the page's first download: the hamburger,
 * one button before and after that code arrives, asks for it already on pointer-down or focus.
 */
export function MobileMenu({ links, variant = 'overlay', brand, extras, toggleClassName }: MobileMenuProps) {
  const hydrated = useHydrated();
  const fallback = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  const [Dialog, setDialog] = useState<typeof MobileMenuDialogComponent>();
  const toggle = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const fetchDialog = () => {
    loadDialog().then(
      (component) => setDialog(() => component),
      (error: unknown) => console.warn(`[menu] could not load the menu dialog: ${String(error)}`),
    );
  };

  useLayoutEffect(() => {
    if (!fallback.current?.open) return;
    setOpen(true);
    fetchDialog();
  }, []);

  if (!hydrated) {
    return <MobileMenuFallback links={links} variant={variant} brand={brand} extras={extras} toggleClassName={toggleClassName} detailsRef={fallback} />;
  }

  // One <button> from hydration on, before and after the dialog's code arrives: a keyboard user
  // who tabbed to it keeps the focus when the chunk (asked for on focus) replaces nothing.
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={`menu-toggle${toggleClassName ? ` ${toggleClassName}` : ''}`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={Dialog && open ? contentId : undefined}
        onPointerDown={fetchDialog}
        onFocus={fetchDialog}
        onClick={() => {
          setOpen(true);
          fetchDialog();
        }}
      >
        <HamburgerIcon />
      </button>
      {Dialog && <Dialog links={links} variant={variant} brand={brand} extras={extras} contentId={contentId} toggle={toggle} open={open} onOpenChange={setOpen} />}
    </>
  );
}
