import { ResponsiveImage } from '../shared/responsive-image';
import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import type { CatalogContent, CatalogProps } from './schema';
import '../shared/card.css';
import './catalog.css';

/** The catalogue: sections alternating image-left and image-right, each with a 'Ready To Travel?' link. */
export function Catalog({ props, content, status }: BlockComponentProps<CatalogProps, CatalogContent>) {
  const items = status === 'ready' ? (content ?? []) : [];
  if (items.length === 0) return null;
  return (
    <section className="catalog section">
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        {items.map((item, index) => {
          const side = index % 2 === 0 ? 'left' : 'right';
          const Heading = props.heading ? 'h3' : 'h2';
          return (
            <article key={item.id} className={`media-row media-row--image-${side} catalog__item`} data-image-side={side}>
              {item.image && (
                <ResponsiveImage className="side-photo media-row__image catalog__image" src={item.image} alt={item.text} width={1200} height={800} layout="half" />
              )}
              <div className="catalog__body">
                <Heading className="catalog__title">{item.text}</Heading>
                {item.description && <p className="content-text catalog__text">{item.description}</p>}
                <ContentLink className="button button--primary" href={props.linkHref}>
                  {props.linkText}
                </ContentLink>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
