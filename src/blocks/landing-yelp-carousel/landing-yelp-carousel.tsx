import { useRef, useState } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { useSiteSettings } from '../shared/site-settings';
import { SocialIcon } from '../shared/social-icons';
import { ReadMoreToggle } from '../shared/read-more-toggle';
import { useTextCut } from '../shared/use-text-cut';
import type { LandingYelpCarouselProps } from './schema';
import '../shared/text-button.css';
import './landing-yelp-carousel.css';

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

/**
 * 'Find us on Yelp' (spec 2 "Family travel landing page"): one review at a time, its name, its
 * stars and its text clamped to 5 lines; Read More / Read Less only for texts over 250
 * characters; previous and next wrap around, and any change of review collapses the text.
 */
export function LandingYelpCarousel({ props, context }: BlockComponentProps<LandingYelpCarouselProps, undefined>) {
  const site = useSiteSettings();
  const reviews = props.testimonials;
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const count = reviews.length;
  const current = Math.min(index, count - 1);
  const review = reviews[current];
  const long = review !== undefined && review.description.length > props.readMoreAfter;
  const textRef = useRef<HTMLParagraphElement>(null);
  const cut = useTextCut(textRef, long && !expanded);
  if (!review) return null;

  const move = (step: number) => {
    setIndex((i) => (i + step + count) % count);
    setExpanded(false);
  };
  const headingId = `${context.section.id}-heading`;
  const textId = `${context.section.id}-text`;
  const yelp = site.social.find((profile) => profile.network === 'yelp');

  return (
    <section className="yelp-carousel section" aria-labelledby={headingId} aria-roledescription="carousel">
      <div className="container">
        <h2 className="section__heading yelp-carousel__heading" id={headingId}>
          <SocialIcon network="yelp" />
          {props.heading}
        </h2>
        <div className="yelp-carousel__stage">
          <button type="button" className="yelp-carousel__arrow yelp-carousel__arrow--prev" aria-label="Previous review" onClick={() => move(-1)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {/* Keyed by position and id: the spec's list repeats some ids. */}
          <article
            key={`${current}-${review.id}`}
            className="yelp-carousel__card"
            aria-roledescription="slide"
            aria-label={`Review ${current + 1} of ${count}`}
          >
            <Stars rating={Number(review.rating)} />
            {/* Only a text with Read More is clamped: a shorter one can still pass five lines on a
                phone or with large text, and nothing could open it (WCAG 1.4.4). */}
            <p id={textId} ref={textRef} className={`yelp-carousel__text read-more-text${expanded || !long ? '' : ' yelp-carousel__text--clamped'}`}>
              {review.description}
            </p>
            {long && (cut || expanded) && (
              <ReadMoreToggle expanded={expanded} controls={textId} className="yelp-carousel__more" onToggle={() => setExpanded((open) => !open)} />
            )}
            <p className="yelp-carousel__name">
              {review.platform === 'yelp' && (
                <span className="yelp-carousel__platform" title="Review on Yelp">
                  <SocialIcon network="yelp" />
                </span>
              )}
              {review.name}
            </p>
          </article>
          <button type="button" className="yelp-carousel__arrow yelp-carousel__arrow--next" aria-label="Next review" onClick={() => move(1)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
        <p className="yelp-carousel__count" aria-live="polite">
          {current + 1} / {count}
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
