import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import { StarRating } from '../shared/star-rating';
import { ReadMoreToggle } from '../shared/read-more-toggle';
import type { Testimonial } from './schema';
import '../shared/text-button.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  expanded: boolean;
  onToggle: () => void;
  excerptLength: number;
  nameLink: string | undefined;
}

/**
 * One testimonial: photo (default profile picture), name, 0-5 stars and the text. A text over the
 * spec's length shows its first `excerptLength` characters and "…" until Read More (spec 1 §9:
 * "Testimonial text cut at 150 characters plus ellipsis"). The rest is in the HTML too, hidden:
 * Read More shows it in place, and without scripts it shows whole with no toggle
 * (testimonial-carousel.css; index.html's <noscript> style hides the toggle).
 */
export function TestimonialCard({ testimonial, expanded, onToggle, excerptLength, nameLink }: TestimonialCardProps) {
  const defaultImage = useDefaultImage();
  const description = testimonial.description ?? '';
  const long = description.length > excerptLength;
  const textId = useId();
  return (
    <div className="testimonial-card" data-testimonial-id={testimonial.id}>
      <FallbackImage
        className="testimonial-card__photo"
        src={testimonial.image}
        fallback={defaultImage('profile')}
        alt={testimonial.name}
        width={96}
        height={96}
        layout="logo"
      />
      <h3 className="testimonial-card__name">
        {nameLink ? <Link to={nameLink}>{testimonial.name}</Link> : testimonial.name}
      </h3>
      <StarRating value={testimonial.rating} />
      {description && (
        <p id={textId} className="testimonial-card__text">
          {long ? (
            <>
              {description.slice(0, excerptLength)}
              <span className="testimonial-card__ellipsis" hidden={expanded}>
                …
              </span>
              <span className="testimonial-card__rest" hidden={!expanded}>
                {description.slice(excerptLength)}
              </span>
            </>
          ) : (
            description
          )}
        </p>
      )}
      {long && <ReadMoreToggle expanded={expanded} controls={textId} className="testimonial-card__toggle" onToggle={onToggle} />}
    </div>
  );
}
