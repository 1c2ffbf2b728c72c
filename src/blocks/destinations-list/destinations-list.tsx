import { ResponsiveImage } from '../shared/responsive-image';
import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { slugify } from '../../lib/slug';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { DestinationsListContent, DestinationsListProps } from './schema';
import '../shared/card.css';
import './destinations-list.css';

/** The destination names, each linking to /country/{slug}/, beside the page's image. */
export function DestinationsList({ props, content, status }: BlockComponentProps<DestinationsListProps, DestinationsListContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const destinations = content?.destinations ?? [];
  if (destinations.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  const image = content?.image.find((item) => item.image)?.image;
  return (
    <section className="destinations-list section">
      <div className="container destinations-list__grid">
        <div>
          <h2>{props.heading}</h2>
          <p className="destinations-list__intro">{props.text}</p>
          <ul className="destinations-list__names">
            {destinations.map((destination) => (
              <li key={String(destination.id)}>
                <Link className="destinations-list__link" to={`/country/${slugify(destination.name)}/`}>
                  {destination.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {image && <ResponsiveImage className="side-photo destinations-list__image" src={image} alt="" width={1200} height={900} layout="half" priority="eager" />}
      </div>
    </section>
  );
}
