import { useRef, type CSSProperties } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { StarRating } from '../shared/star-rating';
import type { ReviewCarouselContent, ReviewCarouselProps } from './schema';
import { useWrappingIndex } from './use-wrapping-index';
import './review-carousel.css';

/**
 * Client reviews, one to three cards in view by screen width; arrows and swipes move one card and
 * wrap at both ends. Hidden until loaded and when there is no review.
 */
export function ReviewCarousel({ props, content, status }: BlockComponentProps<ReviewCarouselProps, ReviewCarouselContent>) {
  const reviews = status === 'ready' ? (content ?? []) : [];
  const viewport = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const { index, visible, next, previous } = useWrappingIndex(reviews.length, viewport);

  if (reviews.length === 0) return null;

  const trackStyle = {
    '--index': index,
    '--transition-ms': `${props.transitionMs}ms`,
  } as CSSProperties;

  return (
    <section className="review-carousel section section--sand" aria-roledescription="carousel" aria-label={props.heading ?? 'Reviews'}>
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        <div
          ref={viewport}
          className="review-carousel__viewport"
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (start === null) return;
            const distance = event.clientX - start;
            if (!Number.isFinite(distance) || Math.abs(distance) < props.swipeMinDistance) return;
            if (distance < 0) next();
            else previous();
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <div className="review-carousel__track" style={trackStyle} data-index={index} aria-live="polite">
            {reviews.map((review, position) => {
              const inView = position >= index && position < index + visible;
              return (
                <div
                  key={review.id}
                  className="review-carousel__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${position + 1} of ${reviews.length}`}
                  aria-hidden={inView ? undefined : true}
                >
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
                </div>
              );
            })}
          </div>
        </div>
        {reviews.length > 1 && (
          <div className="review-carousel__controls">
            <button type="button" className="carousel-arrow" onClick={previous} aria-label="Previous review">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="carousel-arrow" onClick={next} aria-label="Next review">
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
