import { ResponsiveImage } from '../shared/responsive-image';
import type { BlockComponentProps } from '../../engine/block';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { DestinationDetailsContent, DestinationDetailsProps } from './schema';
import '../shared/card.css';
import './destination-details.css';

/** The destination's name, description and (up to) four photos. */
export function DestinationDetails({
  props,
  content,
  status,
}: BlockComponentProps<DestinationDetailsProps, DestinationDetailsContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  if (!content || (!content.countryName && !content.destinationDescription)) {
    return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  }
  const images = content.destinationImagesPath.slice(0, props.imageCount);
  const name = content.countryName ?? '';
  return (
    <section className="destination-details section section--sand">
      <div className="container destination-details__grid">
        <div>
          {content.countryName && <h2>{content.countryName}</h2>}
          {content.destinationDescription && <p className="destination-details__text">{content.destinationDescription}</p>}
        </div>
        {images.length > 0 && (
          <ul className="destination-details__images">
            {images.map((src, index) => (
              <li key={`${src}-${index}`}>
                <ResponsiveImage
                  className="side-photo destination-details__image"
                  src={src}
                  alt={name ? `${name}, photo ${index + 1} of ${images.length}` : ''}
                  width={800}
                  height={600}
                  layout="half"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
