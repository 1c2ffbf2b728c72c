import { ResponsiveImage } from '../shared/responsive-image';
import { imageUrl } from '../../content/contract/image-url';
import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { AimContent, AimProps } from './schema';
import '../shared/card.css';
import './aim.css';

/** The about page's aim: heading and text beside an image, with an optional button. */
export function Aim({ props, content, status }: BlockComponentProps<AimProps, AimContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const aim = content?.find((item) => item.text || item.description);
  if (!aim) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  const image = imageUrl(aim.image);
  return (
    <section className="aim section">
      <div className="container aim__grid">
        {image && <ResponsiveImage className="side-photo aim__image" src={image} alt={aim.text ?? ''} width={1200} height={900} layout="half" />}
        <div>
          {aim.text && <h2>{aim.text}</h2>}
          {aim.description && <p className="aim__text">{aim.description}</p>}
          {aim.buttonText && aim.buttonLink && (
            <ContentLink className="button button--primary" href={aim.buttonLink}>
              {aim.buttonText}
            </ContentLink>
          )}
        </div>
      </div>
    </section>
  );
}
