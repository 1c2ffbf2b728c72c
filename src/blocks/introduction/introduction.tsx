import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { StatusMessage } from '../shared/status-message';
import type { IntroductionContent, IntroductionProps } from './schema';
import './introduction.css';

/** Alternating image and text blocks, each with an optional button (external links open in a new tab). */
export function Introduction({ props, content, status }: BlockComponentProps<IntroductionProps, IntroductionContent>) {
  if (status === 'loading') return null;
  if (status === 'failed' || status === 'invalid') return <StatusMessage tone="error">{props.errorText}</StatusMessage>;
  const items = (content ?? []).slice(0, props.maxItems);
  if (items.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  return (
    <section className="introduction section">
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        {items.map((item, index) => {
          const imageLeft = props.imageFirst ? index % 2 === 0 : index % 2 === 1;
          return (
            <article
              key={item.id ?? index}
              className={`introduction__item${imageLeft ? '' : ' introduction__item--reverse'}`}
            >
              {item.image && (
                <img
                  className="introduction__image"
                  src={item.image}
                  alt={item.text ?? ''}
                  width={1200}
                  height={800}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              )}
              <div className="introduction__body">
                {item.text && <h3 className="introduction__title">{item.text}</h3>}
                {item.description && <p className="introduction__text">{item.description}</p>}
                {item.buttonText && item.buttonLink && (
                  <ContentLink className="button button--secondary" href={item.buttonLink} newTab>
                    {item.buttonText}
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
