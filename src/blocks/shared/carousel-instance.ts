import type { CarouselInternalState } from 'react-multi-carousel';
import type { MultiCarousel } from './multi-carousel';

/** The mounted carousel (`<MultiCarousel ref>`): its state and its own moves. */
export type CarouselInstance = InstanceType<typeof MultiCarousel>;

/** Whether the carousel has measured the window in the browser (before that it is the server's row). */
export const hasMeasured = (carousel: CarouselInstance) => carousel.state.domLoaded;

/**
 * Shows the slide at `place` first, at once (no transition, no beforeChange: this is not a visitor's
 * move but the same view said another way, e.g. the loop's place of the slide that was in view).
 */
export function showAt(carousel: CarouselInstance, place: number) {
  const next: Partial<CarouselInternalState> = { currentSlide: place, transform: -carousel.state.itemWidth * place };
  carousel.setState(next);
}

/**
 * Where react-multi-carousel's infinite loop puts the first slide: after the clones of the last
 * `2 × slidesToShow` slides, or after a whole copy when there are no more slides than that (its
 * getInitialSlideInInfiniteMode).
 */
export const firstPlaceInLoop = (slides: number, slidesToShow: number) => (slides > 2 * slidesToShow ? 2 * slidesToShow : slides);

/** The carousel's list (`.react-multi-carousel-list`) and track. */
export const carouselList = (frame: HTMLElement) => frame.querySelector<HTMLElement>('.react-multi-carousel-list');
export const carouselTrack = (frame: HTMLElement) => frame.querySelector<HTMLElement>('.react-multi-carousel-track');

/** The position (`data-slide`) of the slide holding the focus, if the focus is in the carousel's slides. */
export function focusedSlide(frame: HTMLElement): number | undefined {
  const active = document.activeElement;
  const track = carouselTrack(frame);
  if (!(active instanceof HTMLElement) || !track?.contains(active)) return undefined;
  const slide = active.closest('[data-slide]')?.getAttribute('data-slide');
  return slide === null || slide === undefined ? undefined : Number(slide);
}

/** The element of the slide at `position` that is in view (the loop's clones of it are not). */
export const slideInView = (frame: HTMLElement, position: number) =>
  frame.querySelector<HTMLElement>(`.react-multi-carousel-item[aria-hidden="false"] [data-slide="${position}"]`);
