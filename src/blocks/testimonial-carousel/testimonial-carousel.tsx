import { useRef, useState } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { scrollBehavior } from '../shared/scroll-behavior';
import type { TestimonialCarouselContent, TestimonialCarouselProps } from './schema';
import { TestimonialCard } from './testimonial-card';
import './testimonial-carousel.css';

/**
 * Testimonials in a horizontally scrolling row; the buttons move it by 300 px and wrap at both
 * ends. One card at a time
 * can be expanded, and any change of card (a button, a swipe) collapses it again.
 */
export function TestimonialCarousel({
  props,
  content,
  status,
}: BlockComponentProps<TestimonialCarouselProps, TestimonialCarouselContent>) {
  const track = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState<{ id: string; scrollLeft: number } | null>(null);
  if (status === 'loading') return null;
  // A failed call is only logged (by the content client); the visitor sees the empty card.
  const testimonials = status === 'ready' ? (content ?? []) : [];
  if (testimonials.length === 0 && props.hideWhenEmpty) return null;

  // The spec's carousel wraps at both ends: next at the end goes back to the first card, previous
  // at the start to the last; in between the buttons move by the scroll step.
  const scroll = (direction: 1 | -1) => {
    setExpanded(null);
    const row = track.current;
    if (!row) return;
    const behavior = scrollBehavior();
    const max = row.scrollWidth - row.clientWidth;
    if (max > 0 && direction === 1 && row.scrollLeft >= max - 1) row.scrollTo({ left: 0, behavior });
    else if (max > 0 && direction === -1 && row.scrollLeft <= 1) row.scrollTo({ left: max, behavior });
    else row.scrollBy({ left: direction * props.scrollStep, behavior });
  };

  return (
    <section className="testimonial-carousel section" aria-label={props.heading ?? 'Testimonials'}>
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        {testimonials.length === 0 ? (
          <div className="testimonial-card testimonial-card--empty">
            <p>{props.emptyText}</p>
          </div>
        ) : (
          <>
            <ul
              ref={track}
              className="testimonial-carousel__track"
              onScroll={(event) => {
                if (expanded && Math.abs(event.currentTarget.scrollLeft - expanded.scrollLeft) > 2) setExpanded(null);
              }}
            >
              {testimonials.map((testimonial) => {
                const id = String(testimonial.id);
                return (
                  <TestimonialCard
                    key={id}
                    testimonial={testimonial}
                    expanded={expanded?.id === id}
                    excerptLength={props.excerptLength}
                    nameLink={props.cardLink}
                    onToggle={() =>
                      setExpanded(expanded?.id === id ? null : { id, scrollLeft: track.current?.scrollLeft ?? 0 })
                    }
                  />
                );
              })}
            </ul>
            <div className="testimonial-carousel__controls">
              <button type="button" className="carousel-arrow" aria-label="Scroll testimonials left" onClick={() => scroll(-1)}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className="carousel-arrow" aria-label="Scroll testimonials right" onClick={() => scroll(1)}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
