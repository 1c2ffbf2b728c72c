import { useRef, type ReactNode, type RefObject } from 'react';
import { CarouselButtons } from './carousel-buttons';
import { MultiCarousel, type ResponsiveType } from './multi-carousel';
import { SlideAnnouncer } from './slide-announcer';
import { useInertHiddenSlides } from './use-inert-hidden-slides';
import './multi-carousel.css';

interface BlockCarouselProps {
  /** The frame's class; its stylesheet sets `--slides` per breakpoint (multi-carousel.css). */
  className: string;
  /** Slides in view per window width; the server renders `serverDevice`'s layout. */
  responsive: ResponsiveType;
  serverDevice: string;
  slideCount: number;
  transitionMs: number;
  swipeMinDistance: number;
  /** The buttons' labels and their row's class. */
  previousLabel: string;
  nextLabel: string;
  controlsClassName: string;
  /** Before any move (the arrows, a key, a swipe): e.g. collapse an opened text. */
  onMove?: () => void;
  /** The frame, for a block that reads the carousel's state from it (use-shown-slide.ts). */
  frameRef?: RefObject<HTMLDivElement | null>;
  /** The slides: `CarouselSlide`s. */
  children: ReactNode;
}

/**
 * A block's carousel on react-multi-carousel, the same for every carousel block: rendered by the
 * server (`ssr`, the `serverDevice` layout; multi-carousel.css sizes it per breakpoint until the
 * carousel has measured, so the first paint does not shift); the arrows, a swipe and the arrow
 * keys move one slide and wrap at both ends (infinite); slides out of view leave the tab order;
 * a polite live region says which slides are in view after the visitor moves it. One slide has
 * no buttons and does not loop.
 */
export function BlockCarousel({
  className,
  responsive,
  serverDevice,
  slideCount,
  transitionMs,
  swipeMinDistance,
  previousLabel,
  nextLabel,
  controlsClassName,
  onMove,
  frameRef,
  children,
}: BlockCarouselProps) {
  const ownFrame = useRef<HTMLDivElement>(null);
  const frame = frameRef ?? ownFrame;
  useInertHiddenSlides(frame, slideCount);
  const several = slideCount > 1;
  return (
    <div ref={frame} className={`block-carousel ${className}`}>
      <MultiCarousel
        responsive={responsive}
        ssr
        deviceType={serverDevice}
        infinite={several}
        keyBoardControl
        swipeable
        minimumTouchDrag={swipeMinDistance}
        transitionDuration={transitionMs}
        customTransition={`transform ${transitionMs}ms ease-in-out`}
        arrows={false}
        renderButtonGroupOutside
        customButtonGroup={several ? <CarouselButtons className={controlsClassName} previousLabel={previousLabel} nextLabel={nextLabel} /> : null}
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
