import { ResponsiveImage } from '../shared/responsive-image';
import { imageUrl } from '../../content/contract/image-url';
import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { StatusMessage } from '../shared/status-message';
import type { IntroductionContent, IntroductionProps } from './schema';
import '../shared/card.css';
import './introduction.css';
import { opensThePage } from '../shared/opens-the-page';

/** Alternating image and text blocks, each with an optional button (external links open in a new tab). */
export function Introduction({ props, content, status, context }: BlockComponentProps<IntroductionProps, IntroductionContent>) {
  if (status === 'loading') return null;
  // With showMessages off the text stays in the page (for tests and tools) but is not rendered visibly.
  const message = (tone: 'info' | 'error', text: string) =>
    props.showMessages ? (
      <StatusMessage tone={tone}>{text}</StatusMessage>
    ) : (
      <p hidden data-status={tone}>
        {text}
      </p>
    );
  if (status === 'failed' || status === 'invalid') return message('error', props.errorText);
  const items = (content ?? []).slice(0, props.maxItems);
  if (items.length === 0) return message('info', props.emptyText);
  const Title = props.titleLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="introduction section">
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        {items.map((item, index) => {
          const imageLeft = props.imageFirst ? index % 2 === 0 : index % 2 === 1;
          // A bare file name is not an address: without a path the image counts as missing.
          const image = imageUrl(item.image);
          // The wedding-style pages give their first item a default button (spec 2: 'Back to Home').
          const first = index === 0;
          const buttonText = item.buttonText ?? (first ? props.defaultButtonText : undefined);
          const buttonLink = item.buttonLink ?? (first ? props.defaultButtonLink : undefined);
          return (
            <article
              key={item.id ?? index}
              className={`media-row introduction__item${imageLeft ? '' : ' media-row--image-right'}`}
            >
              {image && (
                <ResponsiveImage
                  className="side-photo media-row__image introduction__image"
                  src={image}
                  alt={item.text ?? ''}
                  width={1200}
                  height={800}
                  layout="half"
                  priority={index === 0 && opensThePage(context) ? 'eager' : 'lazy'}
                />
              )}
              <div className="introduction__body">
                {item.text && <Title className="introduction__title">{item.text}</Title>}
                {item.description && <p className="content-text">{item.description}</p>}
                {buttonText && buttonLink && (
                  <ContentLink className="button button--secondary" href={buttonLink} newTab={props.buttonNewTab}>
                    {buttonText}
                  </ContentLink>
                )}
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
