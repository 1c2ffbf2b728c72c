import type { ReactNode } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { useSiteSettings, type SiteSettings } from '../shared/site-settings';
import { ContentLink } from '../shared/content-link';
import type { ContactFactName, ContactFactsProps } from './schema';
import './contact-facts.css';

function factsOf(site: SiteSettings): Record<ContactFactName, { label: string; value: ReactNode }> {
  const { address } = site;
  return {
    phone: { label: 'Phone', value: <a href={site.phoneHref}>{site.phone}</a> },
    email: { label: 'E-mail', value: <a href={`mailto:${site.email}`}>{site.email}</a> },
    customerServiceHours: { label: 'Hours', value: site.officeHours.customerService },
    officeHours: { label: 'Office hours', value: site.officeHours.contact.join(', ') },
    address: {
      label: 'Address',
      value: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    },
  };
}

/** Phone, e-mail, hours and address from site.json, with optional links and a note. */
export function ContactFacts({ props }: BlockComponentProps<ContactFactsProps, undefined>) {
  const facts = factsOf(useSiteSettings());
  return (
    <section className="contact-facts section section--sand">
      <div className="container">
        <div className="contact-facts__card">
          <h2>{props.heading}</h2>
          {props.intro && <p>{props.intro}</p>}
          <dl className="contact-facts__list">
            {props.facts.map((name) => (
              <div className="contact-facts__fact" key={name}>
                <dt>{facts[name].label}</dt>
                <dd>{facts[name].value}</dd>
              </div>
            ))}
          </dl>
          {props.links.length > 0 && (
            <ul className="contact-facts__links">
              {props.links.map((link) => (
                <li key={link.href}>
                  <ContentLink className="button button--secondary" href={link.href}>
                    {link.label}
                  </ContentLink>
                </li>
              ))}
            </ul>
          )}
          {props.note && <p className="contact-facts__note">{props.note}</p>}
        </div>
      </div>
    </section>
  );
}
