import { ResponsiveImage } from '../shared/responsive-image';
import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { StatusMessage } from '../shared/status-message';
import type { SafariSectionsContent, SafariSectionsProps } from './schema';
import { safariSectionViews } from './section-view';
import '../shared/card.css';
import './safari-sections.css';
import { opensThePage } from '../shared/opens-the-page';

/** The safari page's alternating image and text sections, each with an optional outbound button. */
export function SafariSections({ props, content, status, context }: BlockComponentProps<SafariSectionsProps, SafariSectionsContent>) {
  const heading = props.heading && (
    <div className="safari-sections__head container">
      <h1>{props.heading}</h1>
    </div>
  );
  if (status === 'loading') return <StatusMessage tone="info">Loading...</StatusMessage>;
  const views = status === 'ready' && content ? safariSectionViews(content, props) : [];
  // Spec 2 §8: the same red line for a failed load and for no data.
  if (views.length === 0) {
    return (
      <>
        {heading}
        <StatusMessage tone="error">{props.errorText}</StatusMessage>
      </>
    );
  }
  return (
    <div className="safari-sections">
      {heading}
      {views.map((view, index) => (
        <section
          key={view.id}
          className={`safari-sections__item${index % 2 === 1 ? ' safari-sections__item--image-right' : ''}`}
        >
          {view.imageSrc ? (
            <ResponsiveImage
              className="safari-sections__image"
              src={view.imageSrc}
              alt={view.title}
              width={1200}
              height={800}
              layout="half"
              priority={index === 0 && opensThePage(context) ? 'eager' : 'lazy'}
            />
          ) : (
            <div aria-hidden="true" />
          )}
          <div className="safari-sections__body">
            {view.title && <h2>{view.title}</h2>}
            {view.text && <p className="content-text safari-sections__text">{view.text}</p>}
            {view.buttonText && view.buttonLink && (
              <ContentLink className="button button--primary" href={view.buttonLink} newTab>
                {view.buttonText}
              </ContentLink>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
