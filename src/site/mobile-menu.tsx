import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MobileNavList } from './mobile-nav-list';
import { ModalDialog } from './modal-dialog';
import type { NavLink } from './site-config-schema';
import './mobile-menu.css';

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
 * The hamburger and its menu, a modal dialog (native <dialog>, see ModalDialog): focus stays inside
 * and returns to the hamburger, Escape, the close button and the backdrop close it, and page
 * scrolling is locked while it is open. Choosing any link closes it, and so does a path change
 * (the browser's back button). The dialog exists only while open, so the server renders the
 * hamburger alone.
 */
export function MobileMenu({ links, variant = 'overlay', brand, extras, toggleClassName }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => setOpen(false), [pathname]);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`menu-toggle${toggleClassName ? ` ${toggleClassName}` : ''}`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ModalDialog
          className={`mobile-menu mobile-menu--${variant}`}
          labelledBy={titleId}
          onClose={() => setOpen(false)}
          returnFocusTo={toggleRef}
          onClick={closeOnLink}
        >
          <div className="mobile-menu__top">
            {brand}
            <h2 id={titleId} className="visually-hidden">
              Menu
            </h2>
            <button type="button" className="mobile-menu__close" aria-label="Close menu" onClick={() => setOpen(false)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav className="mobile-menu__nav" aria-label="Menu">
            <MobileNavList links={links} />
          </nav>
          {extras && <div className="mobile-menu__extras">{extras}</div>}
        </ModalDialog>
      )}
    </>
  );
}
