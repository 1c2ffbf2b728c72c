import type { ReactNode, RefObject } from 'react';
import { CloseIcon, HamburgerIcon } from './menu-icons';
import { MobileNavList } from './mobile-nav-list';
import type { NavLink } from './site-config-schema';

interface MobileMenuFallbackProps {
  links: readonly NavLink[];
  variant: 'overlay' | 'panel';
  brand?: ReactNode;
  extras?: ReactNode;
  toggleClassName?: string;
  /** MobileMenu reads whether the visitor opened it before the scripts started. */
  detailsRef: RefObject<HTMLDetailsElement | null>;
}

/**
 * The mobile menu before (or without) JavaScript: a native <details> whose <summary> is the
 * hamburger. Open, the menu covers the screen like the dialog does and the summary, pinned to the
 * top corner, turns into its close button; the groups are <details> too, and page scrolling is
 * locked by CSS (mobile-menu.css). Every link is in the HTML.
 */
export function MobileMenuFallback({ links, variant, brand, extras, toggleClassName, detailsRef }: MobileMenuFallbackProps) {
  return (
    // The visitor may open it before the scripts hydrate the page: its `open` is theirs, not a mismatch.
    <details ref={detailsRef} className={`mobile-menu-fallback${toggleClassName ? ` ${toggleClassName}` : ''}`} suppressHydrationWarning>
      <summary className="menu-toggle mobile-menu-fallback__toggle">
        <HamburgerIcon />
        <CloseIcon />
        <span className="visually-hidden">Menu</span>
      </summary>
      <div className={`mobile-menu mobile-menu--${variant}`}>
        <div className="mobile-menu__top">{brand}</div>
        <nav className="mobile-menu__nav" aria-label="Menu">
          <MobileNavList links={links} nativeGroups />
        </nav>
        {extras && <div className="mobile-menu__extras">{extras}</div>}
      </div>
    </details>
  );
}
