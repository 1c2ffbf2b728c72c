import { ResponsiveImage } from '../shared/responsive-image';
import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import type { TrendingCardsProps } from './schema';
import '../shared/card.css';
import './trending-cards.css';
import { opensThePage } from '../shared/opens-the-page';

/** The 'Trending Now' grid: image, category, country and title per card, from the page config. */
export function TrendingCards({ props, context }: BlockComponentProps<TrendingCardsProps, undefined>) {
  return (
    <section className="trending-cards section">
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <ul className="card-grid">
          {props.cards.map((card, index) => (
            <li key={`${card.title}-${index}`}>
              <article className="post-card trending-cards__card">
                <ResponsiveImage
                  className="post-card__image trending-cards__image"
                  src={card.image}
                  alt=""
                  width={800}
                  height={500}
                  layout="third"
                  priority={index < 3 && opensThePage(context) ? 'eager' : 'lazy'}
                />
                <div className="trending-cards__body">
                  <p className="trending-cards__tags">
                    <span className="trending-cards__category">{card.category}</span>
                    <span className="trending-cards__country">{card.country}</span>
                  </p>
                  <h3 className="trending-cards__title">
                    {card.href ? <ContentLink className="post-card__link" href={card.href}>{card.title}</ContentLink> : card.title}
                  </h3>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
