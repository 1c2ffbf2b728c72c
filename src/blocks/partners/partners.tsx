import { ResponsiveImage } from '../shared/responsive-image';
import type { BlockComponentProps } from '../../engine/block';
import type { PartnersContent, PartnersProps } from './schema';
import './partners.css';

/** A strip of partner logos; hidden until loaded and when there is none. */
export function Partners({ props, content, status }: BlockComponentProps<PartnersProps, PartnersContent>) {
  const partners = (status === 'ready' ? (content ?? []) : []).filter((partner) => partner.image);
  if (partners.length === 0) return null;
  return (
    <section className="partners" aria-label={props.heading ?? 'Our partners'}>
      <div className="container">
        {props.heading && <h2 className="partners__heading">{props.heading}</h2>}
        <ul className="partners__list">
          {partners.map((partner) => (
            <li key={partner.id} className="partners__item">
              <ResponsiveImage className="partners__logo" src={partner.image} alt={partner.title} width={200} height={80} layout="logo" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
