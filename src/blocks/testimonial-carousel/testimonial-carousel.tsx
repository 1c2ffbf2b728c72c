import { useState } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { BlockCarousel, CarouselSlide, carouselPreset } from '../shared/block-carousel';
import type { TestimonialCarouselContent, TestimonialCarouselProps } from './schema';
import { TestimonialCard } from './testimonial-card';
import './testimonial-carousel.css';

/** 3 cards from 1024 px, 2 from 640 px, 1 below; testimonial-carousel.css sets --slides alike. */
const testimonialCarousel = carouselPreset('testimonial-carousel', 'testimonial', { 0: 1, 640: 2, 1024: 3 });

/**
 * Testimonials on the blocks' carousel (shared/block-carousel.tsx): the arrows, a swipe and the
 * arrow keys move one card and wrap at both ends (spec: "index moves by one and wraps"). One card
 * at a time can be expanded; any change of card collapses it again.
 */
export function TestimonialCarousel({
  props,
  content,
  status,
}: BlockComponentProps<TestimonialCarouselProps, TestimonialCarouselContent>) {
  const [expanded, setExpanded] = useState<string | null>(null);
  // A failed call is only logged (by the content client); the visitor sees the empty card.
  const testimonials = status === 'ready' ? (content ?? []) : [];
  if (status === 'loading') return null;
  if (testimonials.length === 0 && props.hideWhenEmpty) return null;

  return (
    <section className="testimonial-carousel section" aria-roledescription="carousel" aria-label={props.heading ?? 'Testimonials'}>
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        {testimonials.length === 0 ? (
          <div className="testimonial-card testimonial-card--empty">
            <p>{props.emptyText}</p>
          </div>
        ) : (
          <BlockCarousel preset={testimonialCarousel} motion={props} onMove={() => setExpanded(null)}>
            {testimonials.map((testimonial, position) => {
              const id = String(testimonial.id);
              return (
                <CarouselSlide key={id} position={position} total={testimonials.length} className="testimonial-carousel__slide">
                  <TestimonialCard
                    testimonial={testimonial}
                    expanded={expanded === id}
                    excerptLength={props.excerptLength}
                    nameLink={props.cardLink}
                    onToggle={() => setExpanded(expanded === id ? null : id)}
                  />
                </CarouselSlide>
              );
            })}
          </BlockCarousel>
        )}
      </div>
    </section>
  );
}
