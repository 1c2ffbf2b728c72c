import { useId, useState, type ReactNode } from 'react';
import { submenuButtonName } from './nav-links';
import { SiteLink } from './site-link';

interface CollapsibleGroupProps {
  label: string;
  /**
   * The group's own page (Our Specialties, /services/): the label is then a link to it, and the
   * arrow beside it a separate button that opens the group.
   */
  href?: string;
  /** The group's links; rendered only while it is open, so a closed group is out of the tab order. */
  children: ReactNode;
  defaultOpen?: boolean;
  level?: 1 | 2;
  /**
   * A native <details> instead of a scripted button: the menu's no-script form (see MobileMenu),
   * which opens and closes without JavaScript and keeps its links in the HTML.
   */
  native?: boolean;
}

const Arrow = () => (
  <svg className="collapsible-group__arrow" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * A group of the mobile menus (Our Specialties, Theme Park): a real button that says whether it is
 * expanded, with an arrow that turns to show the same, opening and closing on its own.
 */
export function CollapsibleGroup({ label, href, children, defaultOpen = false, level = 1, native = false }: CollapsibleGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  const className = `collapsible-group collapsible-group--level-${level}`;
  if (native) {
    return (
      <details className={className} open={defaultOpen || undefined}>
        <summary className="collapsible-group__toggle">
          <span>{label}</span>
          <Arrow />
        </summary>
        <div className="collapsible-group__panel">{children}</div>
      </details>
    );
  }
  return (
    <div className={className} data-state={open ? 'open' : 'closed'}>
      {href ? (
        <div className="collapsible-group__split">
          <SiteLink className="collapsible-group__link" href={href}>
            {label}
          </SiteLink>
          <button
            type="button"
            className="collapsible-group__toggle collapsible-group__toggle--arrow"
            aria-label={submenuButtonName(label)}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <Arrow />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="collapsible-group__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{label}</span>
          <Arrow />
        </button>
      )}
      <div id={listId} className="collapsible-group__panel" hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
