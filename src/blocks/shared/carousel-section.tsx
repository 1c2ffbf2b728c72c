import type { ReactNode } from 'react';

/**
 * The frame of a carousel block: a section named for assistive technology as a carousel (by its
 * heading, or `label` when it shows none), the page's container and the heading above the slides.
 */
export function CarouselSection({ className, heading, label = heading, headingClassName = 'section__heading', children }: { className: string; heading: string | undefined; label?: string; headingClassName?: string; children: ReactNode }) {
  return (
    <section className={`${className} section`} aria-roledescription="carousel" aria-label={label}>
      <div className="container">
        {heading && <h2 className={headingClassName}>{heading}</h2>}
        {children}
      </div>
    </section>
  );
}
