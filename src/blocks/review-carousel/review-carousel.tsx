import type { BlockComponentProps } from '../../engine/block';
import { BlockCarousel, CarouselSlide, type CarouselPreset } from '../shared/block-carousel';
import { StarRating } from '../shared/star-rating';
import type { ReviewCarouselContent, ReviewCarouselProps } from './schema';
import './review-carousel.css';

/** 3 reviews from 1024 px, 2 from 768 px, 1 below; review-carousel.css sets --slides alike. */
const reviewCarousel: CarouselPreset = {
  block: 'review-carousel',
  responsive: {
    desktop: { breakpoint: { max: 100_000, min: 1024 }, items: 3 },
    tablet: { breakpoint: { max: 1023, min: 768 }, items: 2 },
    mobile: { breakpoint: { max: 767, min: 0 }, items: 1 },
  },
  slides: 'review',
};

/**
 * Client reviews on the blocks' carousel (shared/block-carousel.tsx), one to three cards in view
 * by screen width, moving one card and wrapping at both ends. Hidden until loaded and when empty.
 */
export function ReviewCarousel({ props, content, status }: BlockComponentProps<ReviewCarouselProps, ReviewCarouselContent>) {
  const reviews = status === 'ready' ? (content ?? []) : [];
  if (reviews.length === 0) return null;

  return (
    <section className="review-carousel section section--sand" aria-roledescription="carousel" aria-label={props.heading ?? 'Reviews'}>
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        <BlockCarousel preset={reviewCarousel} motion={props}>
          {reviews.map((review, position) => (
            <CarouselSlide key={review.id} position={position} total={reviews.length} className="review-carousel__slide">
              <figure className="review-card">
                <span className="review-card__quote" aria-hidden="true">
                  “
                </span>
                <blockquote className="review-card__text">
                  <p>{review.description}</p>
                </blockquote>
                <StarRating value={review.rating} min={1} />
                <figcaption className="review-card__name">{review.name}</figcaption>
              </figure>
            </CarouselSlide>
          ))}
        </BlockCarousel>
      </div>
    </section>
  );
}
