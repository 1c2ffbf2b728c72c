import { Children, useCallback, useRef, type ReactNode, type RefObject } from 'react';
import { CarouselButtons } from './carousel-buttons';
import type { CarouselInstance } from './carousel-instance';
import type { CarouselMotion } from './carousel-motion-props';
import { MultiCarousel, type ResponsiveType } from './multi-carousel';
import { SlideAnnouncer } from './slide-announcer';
import { useCarouselLoop } from './use-carousel-loop';
import { useInertHiddenSlides } from './use-inert-hidden-slides';
import { useRowTakeover } from './use-row-takeover';
import { useShortSwipes, type CarouselDirection } from './use-short-swipes';
import './multi-carousel.css';

/** What tells one block's carousel from another's; everything else is the same for every carousel. */
export interface CarouselPreset {
  /**
   * The block's class: the frame is `<block>__frame` (its stylesheet sets `--slides` there per
   * breakpoint, as `responsive` does) and the buttons' row `<block>__controls`.
   */
  block: string;
  /** Slides in view per window width (the library's breakpoints). The server's HTML has the widest layout. */
  responsive: ResponsiveType;
  /** What one move brings, for the buttons' names: "review" makes "Previous review" and "Next review". */
  slides: string;
  /** The library's dots under the slides (each a "Go to slide n" button). */
  dots?: boolean;
}

/**
 * A block's preset from the narrowest window of each of its layouts and the slides in view there:
 * `{ 0: 1, 768: 2, 1024: 3 }` is one slide below 768 px, two from 768 px, three from 1024 px.
 */
export function carouselPreset(block: string, slides: string, slidesFromWidth: Record<number, number>, options: { dots?: boolean } = {}): CarouselPreset {
  const layouts = Object.entries(slidesFromWidth)
    .map(([width, items]) => ({ min: Number(width), items }))
    .sort((a, b) => a.min - b.min);
  const responsive: ResponsiveType = {};
  layouts.forEach(({ min, items }, index) => {
    const next = layouts[index + 1];
    responsive[`from-${min}`] = { breakpoint: { min, max: next ? next.min - 1 : 100_000 }, items };
  });
  return { block, responsive, slides, ...options };
}

interface BlockCarouselProps {
  preset: CarouselPreset;
  /** The section's transition and minimum swipe (carousel-motion-props.ts). */
  motion: CarouselMotion;
  /** Before any move (the arrows, a key, a swipe, a dot): e.g. collapse an opened text. */
  onMove?: () => void;
  /** The frame, for a block that reads the carousel's state from it (use-shown-slide.ts). */
  frameRef?: RefObject<HTMLDivElement | null>;
  /** The slides: `CarouselSlide`s. */
  children: ReactNode;
}

/** The responsive entry with the widest windows: the layout the server renders. */
const widestLayout = (responsive: ResponsiveType) =>
  Object.entries(responsive).reduce((widest, entry) => (entry[1].breakpoint.max > widest[1].breakpoint.max ? entry : widest))[0];

/**
 * A block's carousel on react-multi-carousel, the same for every carousel block.
 * - The server's HTML (and hydration's render) holds each slide once, none hidden: until the
 *   library measures itself it is a row that scrolls sideways and snaps to each slide, sized per
 *   breakpoint by multi-carousel.css so the library takes over without a shift (use-row-takeover.ts).
 * - The arrows, a swipe of the spec's 10 px and more (use-short-swipes.ts) and the arrow keys move
 *   one slide and wrap at both ends: the infinite loop starts once the page is idle or at the
 *   first move (use-carousel-loop.ts), and the frame says so in `data-carousel-loop`.
 * - Slides out of view are inert; a polite live region says which slides are in view after the
 *   visitor moves the carousel. One slide has no buttons and does not loop.
 */
export function BlockCarousel({ preset, motion, onMove, frameRef, children }: BlockCarouselProps) {
  const ownFrame = useRef<HTMLDivElement>(null);
  const frame = frameRef ?? ownFrame;
  const carousel = useRef<CarouselInstance>(null);
  const slideCount = Children.count(children);
  const loop = useCarouselLoop(frame, carousel, slideCount);
  const { startNow } = loop;
  const move = useCallback(
    (direction: CarouselDirection) => {
      startNow();
      if (direction === 'previous') carousel.current?.previous(0);
      else carousel.current?.next(0);
    },
    [startNow],
  );
  useShortSwipes(frame, carousel, motion.swipeMinDistance, move);
  useRowTakeover(frame, carousel);
  useInertHiddenSlides(frame, slideCount);
  const several = slideCount > 1;
  return (
    <div ref={frame} className={`block-carousel ${preset.block}__frame`} data-carousel-loop={loop.state} data-hydrate-when="near-screen">
      <MultiCarousel
        ref={carousel}
        responsive={preset.responsive}
        ssr
        deviceType={widestLayout(preset.responsive)}
        infinite={loop.state === 'on'}
        keyBoardControl
        swipeable
        minimumTouchDrag={motion.swipeMinDistance}
        transitionDuration={motion.transitionMs}
        customTransition={`transform ${motion.transitionMs}ms ease-in-out`}
        arrows={false}
        showDots={several && preset.dots === true}
        renderDotsOutside
        renderButtonGroupOutside
        customButtonGroup={
          several ? (
            <CarouselButtons className={`carousel-controls ${preset.block}__controls`} previousLabel={`Previous ${preset.slides}`} nextLabel={`Next ${preset.slides}`} beforeMove={startNow} />
          ) : null
        }
        beforeChange={onMove}
      >
        {children}
      </MultiCarousel>
      <SlideAnnouncer frame={frame} total={slideCount} />
    </div>
  );
}

/**
 * One slide: a group "n of total" (or `label`) that carries its position (`data-slide`, so the
 * loop's clones count as their original). Focusable, so the arrow keys (which the carousel reads
 * inside its track) reach it; slides out of view are inert.
 */
export function CarouselSlide({ position, total, className, label, children }: { position: number; total: number; className: string; label?: string; children: ReactNode }) {
  return (
    <div className={className} data-slide={position} role="group" aria-roledescription="slide" aria-label={label ?? `${position + 1} of ${total}`} tabIndex={0}>
      {children}
    </div>
  );
}

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
