import { useRef, useState } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { CarouselButtons } from '../shared/carousel-buttons';
import { MultiCarousel, type ResponsiveType } from '../shared/multi-carousel';
import { SlideAnnouncer } from '../shared/slide-announcer';
import { useInertHiddenSlides } from '../shared/use-inert-hidden-slides';
import type { TestimonialCarouselContent, TestimonialCarouselProps } from './schema';
import { TestimonialCard } from './testimonial-card';
import '../shared/multi-carousel.css';
import './testimonial-carousel.css';

/** 3 cards from 1024 px, 2 from 640 px, 1 below; testimonial-carousel.css sizes the server's markup alike. */
export const testimonialResponsive: ResponsiveType = {
  desktop: { breakpoint: { max: 100_000, min: 1024 }, items: 3 },
  tablet: { breakpoint: { max: 1023, min: 640 }, items: 2 },
  mobile: { breakpoint: { max: 639, min: 0 }, items: 1 },
};

/**
 * Testimonials on react-multi-carousel: the arrows, a swipe and the arrow keys move one card and
 * wrap at both ends (spec: "index moves by one and wraps"). One card at a time can be expanded;
 * any change of card collapses it again. Server-rendered at the desktop layout, sized per
 * breakpoint by the stylesheet until measured.
 */
export function TestimonialCarousel({
  props,
  content,
  status,
}: BlockComponentProps<TestimonialCarouselProps, TestimonialCarouselContent>) {
  const frame = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  // A failed call is only logged (by the content client); the visitor sees the empty card.
  const testimonials = status === 'ready' ? (content ?? []) : [];
  useInertHiddenSlides(frame, testimonials.length);
  if (status === 'loading') return null;
  if (testimonials.length === 0 && props.hideWhenEmpty) return null;
  const several = testimonials.length > 1;

  return (
    <section className="testimonial-carousel section" aria-roledescription="carousel" aria-label={props.heading ?? 'Testimonials'}>
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        {testimonials.length === 0 ? (
          <div className="testimonial-card testimonial-card--empty">
            <p>{props.emptyText}</p>
          </div>
        ) : (
          <div ref={frame} className="testimonial-carousel__frame">
            <MultiCarousel
              responsive={testimonialResponsive}
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
                several ? (
                  <CarouselButtons className="testimonial-carousel__controls" previousLabel="Previous testimonial" nextLabel="Next testimonial" />
                ) : null
              }
              beforeChange={() => setExpanded(null)}
              itemClass="testimonial-carousel__item"
            >
              {testimonials.map((testimonial, position) => {
                const id = String(testimonial.id);
                return (
                  <div
                    key={id}
                    className="testimonial-carousel__slide"
                    data-slide={position}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${position + 1} of ${testimonials.length}`}
                    // Focusable, so the arrow keys (read inside the carousel's track) reach it.
                    tabIndex={0}
                  >
                    <TestimonialCard
                      testimonial={testimonial}
                      expanded={expanded === id}
                      excerptLength={props.excerptLength}
                      nameLink={props.cardLink}
                      onToggle={() => setExpanded(expanded === id ? null : id)}
                    />
                  </div>
                );
              })}
            </MultiCarousel>
            <SlideAnnouncer frame={frame} total={testimonials.length} />
          </div>
        )}
      </div>
    </section>
  );
}
