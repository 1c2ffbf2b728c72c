import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link from content or config: site paths navigate in the app, other URLs open in a new tab,
 * safely. Content URLs reach here already checked by the contract (http(s) or site-relative only).
 */
export function ContentLink({
  href,
  className,
  children,
  newTab,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  /** Force a new tab (the spec opens some site links in a new tab too). */
  newTab?: boolean;
}) {
  const external = /^https?:\/\//i.test(href);
  if (external || newTab) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={className} to={href}>
      {children}
    </Link>
  );
}
