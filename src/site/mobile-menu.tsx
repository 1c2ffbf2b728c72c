import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon, HamburgerIcon } from './menu-icons';
import { MobileMenuFallback } from './mobile-menu-fallback';
import { MobileNavList } from './mobile-nav-list';
import type { NavLink } from './site-config-schema';
import { useHydrated } from './use-hydrated';
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
 * The hamburger and its menu, a modal Radix dialog: focus stays inside and returns to the
 * hamburger; Escape, the close button and (for the side panel) the backdrop close it; page
 * scrolling is locked while it is open (Radix's scroll lock). Choosing any link closes it, and so
 * does a path change (the browser's back button). The server HTML and the render that hydrates it
 * hold the no-script form instead (MobileMenuFallback, every link in the HTML); a menu the visitor
 * opened there before the scripts started stays open as the dialog.
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

  useLayoutEffect(() => {
    if (fallback.current?.open) setOpen(true);
  }, []);

  if (!hydrated) {
    return <MobileMenuFallback links={links} variant={variant} brand={brand} extras={extras} toggleClassName={toggleClassName} detailsRef={fallback} />;
  }

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`menu-toggle${toggleClassName ? ` ${toggleClassName}` : ''}`} aria-label="Open menu">
        <HamburgerIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__backdrop" />
        <Dialog.Content className={`mobile-menu mobile-menu--${variant}`} aria-describedby={undefined} onClick={closeOnLink}>
          <div className="mobile-menu__top">
            {brand}
            <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
            <Dialog.Close className="mobile-menu__close" aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav className="mobile-menu__nav" aria-label="Menu">
            <MobileNavList links={links} />
          </nav>
          {extras && <div className="mobile-menu__extras">{extras}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
