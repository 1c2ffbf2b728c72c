import { siteConfig } from './site-config';

const PhoneIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z"
    />
  </svg>
);

const MailIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path fill="none" stroke="currentColor" strokeWidth="2" d="M3.5 5.5h17v13h-17zM4 6l8 7 8-7" strokeLinejoin="round" />
  </svg>
);

/** The phone as a tel: link. */
export function PhoneLink({ className }: { className?: string }) {
  return (
    <a className={`contact-link${className ? ` ${className}` : ''}`} href={siteConfig.phoneHref}>
      <PhoneIcon />
      <span>{siteConfig.phone}</span>
    </a>
  );
}

/** The e-mail address as a mailto: link. */
export function EmailLink({ className }: { className?: string }) {
  return (
    <a className={`contact-link${className ? ` ${className}` : ''}`} href={`mailto:${siteConfig.email}`}>
      <MailIcon />
      <span>{siteConfig.email}</span>
    </a>
  );
}
