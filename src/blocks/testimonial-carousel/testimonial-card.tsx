import { useId } from 'react';
import { Link } from 'react-router-dom';
import { truncate } from '../../lib/truncate';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import { StarRating } from '../shared/star-rating';
import type { Testimonial } from './schema';
import '../shared/text-button.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  expanded: boolean;
  onToggle: () => void;
  excerptLength: number;
  nameLink: string | undefined;
}

/** One testimonial: photo (default profile picture), name, 0-5 stars and the text, cut until expanded. */
export function TestimonialCard({ testimonial, expanded, onToggle, excerptLength, nameLink }: TestimonialCardProps) {
  const defaultImage = useDefaultImage();
  const description = testimonial.description ?? '';
  const long = description.length > excerptLength;
  const textId = useId();
  return (
    <li className="testimonial-card" data-testimonial-id={testimonial.id}>
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
          className={`testimonial-card__text${long && !expanded ? ' testimonial-card__text--collapsed' : ''}`}
        >
          {long && !expanded ? truncate(description, excerptLength) : description}
        </p>
      )}
      {long && (
        <button type="button" className="text-button testimonial-card__toggle" aria-expanded={expanded} aria-controls={textId} onClick={onToggle}>
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </li>
  );
}
