import { useId, useRef, useState } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { BlockCarousel, CarouselSlide, carouselPreset } from '../shared/block-carousel';
import { ReadMoreToggle } from '../shared/read-more-toggle';
import { useSiteSettings } from '../shared/site-settings';
import { SocialIcon } from '../shared/social-icons';
import { useShownSlide } from '../shared/use-shown-slide';
import { useTextCut } from '../shared/use-text-cut';
import type { LandingTestimonial, LandingYelpCarouselProps } from './schema';
import '../shared/text-button.css';
import './landing-yelp-carousel.css';

/** One review at every width. */
const yelpCarousel = carouselPreset('yelp-carousel', 'review', { 0: 1 });

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="yelp-carousel__stars" role="img" aria-label={`${filled} out of 5 stars`}>
      {[0, 1, 2, 3, 4].map((n) => (
        <svg key={n} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className={n < filled ? 'is-filled' : undefined}>
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/** One review's card: stars, the text clamped to 5 lines with Read More when over the threshold, the name. */
function YelpReviewCard({ review, long, expanded, onToggle }: { review: LandingTestimonial; long: boolean; expanded: boolean; onToggle: () => void }) {
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const cut = useTextCut(textRef, long && !expanded);
  return (
    <article className="yelp-carousel__card">
      <Stars rating={Number(review.rating)} />
      {/* Only a text with Read More is clamped: a shorter one can still pass five lines on a
          phone or with large text, and nothing could open it (WCAG 1.4.4). */}
      <p id={textId} ref={textRef} className={`yelp-carousel__text read-more-text${expanded || !long ? '' : ' yelp-carousel__text--clamped'}`}>
        {review.description}
      </p>
      {long && (cut || expanded) && <ReadMoreToggle expanded={expanded} controls={textId} className="yelp-carousel__more" onToggle={onToggle} />}
      <p className="yelp-carousel__name">
        {review.platform === 'yelp' && (
          <span className="yelp-carousel__platform" title="Review on Yelp">
            <SocialIcon network="yelp" />
          </span>
        )}
        {review.name}
      </p>
    </article>
  );
}

/**
 * 'Find us on Yelp' (spec 2 "Family travel landing page") on the blocks' carousel
 * (shared/block-carousel.tsx): one review at a time; previous, next, a swipe and the arrow keys
 * wrap around (infinite); Read More / Read Less only for texts over 250 characters, and any change
 * of review collapses the text. Every review is in the server's HTML (whole, without scripts:
 * index.html's <noscript> style).
 */
export function LandingYelpCarousel({ props, context }: BlockComponentProps<LandingYelpCarouselProps, undefined>) {
  const site = useSiteSettings();
  const reviews = props.testimonials;
  const frame = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  const shown = useShownSlide(frame);
  if (reviews.length === 0) return null;
  const headingId = `${context.section.id}-heading`;
  const yelp = site.social.find((profile) => profile.network === 'yelp');

  return (
    <section className="yelp-carousel section" aria-labelledby={headingId} aria-roledescription="carousel">
      <div className="container">
        <h2 className="section__heading yelp-carousel__heading" id={headingId}>
          <SocialIcon network="yelp" />
          {props.heading}
        </h2>
        <BlockCarousel preset={yelpCarousel} motion={props} frameRef={frame} onMove={() => setExpanded(null)}>
          {/* Keyed by position and id: the spec's list repeats some ids. */}
          {reviews.map((review, position) => (
            <CarouselSlide
              key={`${position}-${review.id}`}
              position={position}
              total={reviews.length}
              label={`Review ${position + 1} of ${reviews.length}`}
              className="yelp-carousel__slide"
            >
              <YelpReviewCard
                review={review}
                long={review.description.length > props.readMoreAfter}
                expanded={expanded === position}
                onToggle={() => setExpanded((open) => (open === position ? null : position))}
              />
            </CarouselSlide>
          ))}
        </BlockCarousel>
        <p className="yelp-carousel__count" aria-hidden="true">
          {Math.min(shown, reviews.length - 1) + 1} / {reviews.length}
        </p>
        {yelp && (
          <p className="yelp-carousel__all">
            <a href={yelp.href} target="_blank" rel="noopener noreferrer">
              Read all our reviews on Yelp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
