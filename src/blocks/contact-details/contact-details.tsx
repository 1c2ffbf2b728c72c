import { ResponsiveImage } from '../shared/responsive-image';
import type { ReactNode } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { useSiteSettings } from '../shared/site-settings';
import { SocialLinks } from '../shared/social-links';
import type { ContactCardName, ContactDetailsProps } from './schema';
import './contact-details.css';

function Card({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <article className="contact-card">
      <span className="contact-card__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="contact-card__heading">{heading}</h2>
      {children}
    </article>
  );
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={path} />
  </svg>
);
const PHONE_ICON = icon(
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
);
const CLOCK_ICON = icon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2');
const PIN_ICON = icon('M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z');

/**
 * The contact page's cards (spec 2 "Contact / enquiry page"): the call-us card with the phone,
 * the office-hours card (Monday to Friday 9AM-10PM, closed at weekends and on national holidays),
 * and the logo with the address and the six social links. Every fact comes from site.json.
 */
export function ContactDetails({ props }: BlockComponentProps<ContactDetailsProps, undefined>) {
  const site = useSiteSettings();
  const { address, logo } = site;
  const cards: Record<ContactCardName, ReactNode> = {
    'call-us': (
      <Card icon={PHONE_ICON} heading={props.callUsHeading}>
        <p className="contact-card__text">{props.callUsText}</p>
        <a className="contact-card__phone" href={site.phoneHref}>
          {site.phone}
        </a>
      </Card>
    ),
    'office-hours': (
      <Card icon={CLOCK_ICON} heading={props.hoursHeading}>
        <ul className="contact-card__lines">
          {site.officeHours.contact.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
    ),
    address: (
      <Card icon={PIN_ICON} heading={props.addressHeading}>
        <ResponsiveImage className="contact-card__logo" src={logo.src} alt={site.name} width={logo.width} height={logo.height} layout="logo" />
        <address className="contact-card__address">
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
          <br />
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </address>
        <p className="contact-card__social-label">{props.socialHeading}</p>
        <SocialLinks profiles={site.social} variant="dark" className="contact-card__social" />
      </Card>
    ),
  };
  return (
    <section className="contact-details section" aria-label="How to reach us">
      <div className="container contact-details__grid">
        {props.cards.map((name) => (
          <div className="contact-details__cell" key={name}>
            {cards[name]}
          </div>
        ))}
      </div>
    </section>
  );
}
