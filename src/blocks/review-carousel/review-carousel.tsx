import type { BlockComponentProps } from '../../engine/block';
import { BlockCarousel, carouselPreset, CarouselSection, CarouselSlide } from '../shared/block-carousel';
import { StarRating } from '../shared/star-rating';
import type { ReviewCarouselContent, ReviewCarouselProps } from './schema';
import './review-carousel.css';

/** 3 reviews from 1024 px, 2 from 768 px, 1 below; review-carousel.css sets --slides alike. */
const reviewCarousel = carouselPreset('review-carousel', 'review', { 0: 1, 768: 2, 1024: 3 });

/**
 * Client reviews on the blocks' carousel (shared/block-carousel.tsx), one to three cards in view
 * by screen width, moving one card and wrapping at both ends. Hidden until loaded and when empty.
 */
export function ReviewCarousel({ props, content, status }: BlockComponentProps<ReviewCarouselProps, ReviewCarouselContent>) {
  const reviews = status === 'ready' ? (content ?? []) : [];
  if (reviews.length === 0) return null;

  return (
    <CarouselSection className="review-carousel section--sand" heading={props.heading} label={props.heading ?? 'Reviews'}>
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
    </CarouselSection>
  );
}
