import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import { StarRating } from '../shared/star-rating';
import { ReadMoreToggle } from '../shared/read-more-toggle';
import { useTextCut } from '../shared/use-text-cut';
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
 * spec's length is clipped to about 5rem until Read More; the whole text is always in the HTML,
 * and without scripts it shows whole (index.html's <noscript> style), with no toggle.
 */
export function TestimonialCard({ testimonial, expanded, onToggle, excerptLength, nameLink }: TestimonialCardProps) {
  const defaultImage = useDefaultImage();
  const description = testimonial.description ?? '';
  const long = description.length > excerptLength;
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const cut = useTextCut(textRef, long && !expanded);
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
        <p
          id={textId}
          ref={textRef}
          className={`testimonial-card__text read-more-text${long && !expanded ? ' testimonial-card__text--collapsed' : ''}`}
        >
          {description}
        </p>
      )}
      {long && (cut || expanded) && <ReadMoreToggle expanded={expanded} controls={textId} className="testimonial-card__toggle" onToggle={onToggle} />}
    </div>
  );
}
