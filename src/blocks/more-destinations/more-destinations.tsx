import { ResponsiveImage } from '../shared/responsive-image';
import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { slugify } from '../../lib/slug';
import { useSiteSettings } from '../shared/site-settings';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { MoreDestinationsContent, MoreDestinationsProps } from './schema';
import '../shared/card.css';
import './more-destinations.css';

/** The 'More Destinations' grid: a card per destination, linking to /country/{slug}/. */
export function MoreDestinations({ props, content, status }: BlockComponentProps<MoreDestinationsProps, MoreDestinationsContent>) {
  const site = useSiteSettings();
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const items = content ?? [];
  if (items.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  return (
    <section className="more-destinations section">
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <ul className="card-grid">
          {items.map((item) => (
            <li key={String(item.destinationId)}>
              <article className="post-card more-destinations__card">
                <ResponsiveImage
                  className="post-card__image more-destinations__image"
                  src={item.bannerImage ?? site.defaults.images.banner}
                  alt={item.countryName}
                  width={800}
                  height={500}
                  layout="third"
                />
                <div className="more-destinations__body">
                  <p className="more-destinations__country">{item.countryName}</p>
                  <h3>{item.bannerTitle ?? item.countryName}</h3>
                  {item.destinationDescription && <p className="more-destinations__text">{item.destinationDescription}</p>}
                  <Link className="more-destinations__link" to={`/country/${slugify(item.countryName)}/`}>
                    {`${props.linkText} ${item.countryName}`}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
