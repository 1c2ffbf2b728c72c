import { Children } from 'react';
import CarouselImport, { type CarouselProps } from 'react-multi-carousel';

/**
 * react-multi-carousel is CommonJS: bundled for the browser its default import is the component,
 * but imported from Node ESM (the server render) it arrives as the module object `{ default }`.
 * Unwrapped here, once, for every block that uses it.
 */
type CarouselComponent = typeof CarouselImport;
const moduleShape: unknown = CarouselImport;

function unwrap(value: unknown): CarouselComponent {
  if (value && typeof value === 'object' && 'default' in value) {
    // The CommonJS module object: its `default` is the component class. This is the package's own
    // export, not outside data, so its type is the package's.
    return (value as { default: CarouselComponent }).default;
  }
  return CarouselImport;
}

const LibraryCarousel: CarouselComponent = unwrap(moduleShape);

/**
 * The library's carousel, starting with every slide counted as in view.
 *
 * The library marks a slide `aria-hidden` unless it is among the `slidesToShow` slides from the
 * current one, and it starts counting 0 slides in view until it has measured the window in the
 * browser: its first render, which is the server's HTML and hydration's, hid every slide from
 * assistive technology while their links and buttons stayed focusable (axe `aria-hidden-focus`,
 * its issues #208 and #340). Started at the number of slides, that first render hides none: the
 * server's HTML is a row of slides that scrolls sideways (multi-carousel.css) until the library
 * measures itself, and from then on the library hides what is out of view as it always did
 * (use-inert-hidden-slides.ts makes those slides inert).
 */
export class MultiCarousel extends LibraryCarousel {
  constructor(props: CarouselProps) {
    super(props);
    this.state = { ...this.state, slidesToShow: Children.count(props.children) };
  }
}

export type { ResponsiveType } from 'react-multi-carousel';
