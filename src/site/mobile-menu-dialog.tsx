import * as Dialog from '@radix-ui/react-dialog';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { CloseIcon } from './menu-icons';
import { MobileNavList } from './mobile-nav-list';
import type { NavLink } from './site-config-schema';

export interface MobileMenuDialogProps {
  links: readonly NavLink[];
  variant: 'overlay' | 'panel';
  brand?: ReactNode;
  extras?: ReactNode;
  /** The id of the menu, for the hamburger's aria-controls. */
  contentId: string;
  /** The hamburger (MobileMenu's own button, not a Radix trigger): focus goes back to it on close. */
  toggle: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The menu as a modal Radix dialog, controlled by the hamburger of MobileMenu: focus stays inside
 * and returns to the hamburger; Escape, the close button and (for the side panel) the backdrop close it; page
 * scrolling is locked while it is open. Choosing any link closes it. A chunk of its own, loaded on
 * the first press of the hamburger (MobileMenu): Radix's dialog, focus scope and scroll lock are
 * not part of a page's first download. The hamburger stays MobileMenu's button (no Radix trigger), so
 * the chunk's arrival does not swap the element a keyboard user has focused.
 */
export function MobileMenuDialog({ links, variant, brand, extras, contentId, toggle, open, onOpenChange }: MobileMenuDialogProps) {
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__backdrop" />
        <Dialog.Content
          id={contentId}
          className={`mobile-menu mobile-menu--${variant}`}
          aria-describedby={undefined}
          onClick={closeOnLink}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggle.current?.focus();
          }}
        >
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
