import { useRef } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { CarouselButtons } from '../shared/carousel-buttons';
import { MultiCarousel, type ResponsiveType } from '../shared/multi-carousel';
import { SlideAnnouncer } from '../shared/slide-announcer';
import { StarRating } from '../shared/star-rating';
import { useInertHiddenSlides } from '../shared/use-inert-hidden-slides';
import type { ReviewCarouselContent, ReviewCarouselProps } from './schema';
import '../shared/multi-carousel.css';
import './review-carousel.css';

/** 3 reviews from 1024 px, 2 from 768 px, 1 below; review-carousel.css sizes the server's markup alike. */
export const reviewResponsive: ResponsiveType = {
  desktop: { breakpoint: { max: 100_000, min: 1024 }, items: 3 },
  tablet: { breakpoint: { max: 1023, min: 768 }, items: 2 },
  mobile: { breakpoint: { max: 767, min: 0 }, items: 1 },
};

/**
 * Client reviews on react-multi-carousel, one to three cards in view by screen width; the arrows,
 * a swipe and the arrow keys move one card and wrap at both ends (infinite). The server renders
 * the desktop layout and the stylesheet gives the cards their width per breakpoint until the
 * carousel has measured, so the first paint does not shift. Hidden until loaded and when empty.
 */
export function ReviewCarousel({ props, content, status }: BlockComponentProps<ReviewCarouselProps, ReviewCarouselContent>) {
  const reviews = status === 'ready' ? (content ?? []) : [];
  const frame = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(frame, reviews.length);
  if (reviews.length === 0) return null;
  const several = reviews.length > 1;

  return (
    <section className="review-carousel section section--sand" aria-roledescription="carousel" aria-label={props.heading ?? 'Reviews'}>
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        <div ref={frame} className="review-carousel__frame">
          <MultiCarousel
            responsive={reviewResponsive}
            ssr
            deviceType="desktop"
            infinite={several}
            keyBoardControl
            swipeable
            minimumTouchDrag={props.swipeMinDistance}
            transitionDuration={props.transitionMs}
            customTransition={`transform ${props.transitionMs}ms ease-in-out`}
            arrows={false}
            renderButtonGroupOutside
            customButtonGroup={
              several ? <CarouselButtons className="review-carousel__controls" previousLabel="Previous review" nextLabel="Next review" /> : null
            }
            itemClass="review-carousel__item"
          >
            {reviews.map((review, position) => (
              <div
                key={review.id}
                className="review-carousel__slide"
                data-slide={position}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${reviews.length}`}
                // Focusable, so the arrow keys (which the carousel reads inside its track) reach it;
                // reviews out of view are inert and leave the tab order.
                tabIndex={0}
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
            ))}
          </MultiCarousel>
          <SlideAnnouncer frame={frame} total={reviews.length} />
        </div>
      </div>
    </section>
  );
}
