// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockCarousel, CarouselSlide, carouselPreset } from './block-carousel';
import { renderMeasuredAt, restoreWindowWidth, settle, shownSlides } from './carousel-test-utils';

const preset = carouselPreset('test-carousel', 'slide', { 0: 1, 1024: 3 });

const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];

function Carousel({ count = NAMES.length }: { count?: number }) {
  return (
    <BlockCarousel preset={preset} motion={{ transitionMs: 1, swipeMinDistance: 10 }}>
      {NAMES.slice(0, count).map((name, position) => (
        <CarouselSlide key={name} position={position} total={count} className="test-slide">
          <a href={`/${name.toLowerCase()}/`}>{name}</a>
        </CarouselSlide>
      ))}
    </BlockCarousel>
  );
}

const loopState = (container: HTMLElement) => container.querySelector('[data-carousel-loop]')?.getAttribute('data-carousel-loop');
const items = (container: HTMLElement) => container.querySelectorAll('.react-multi-carousel-item').length;

/** An IntersectionObserver the test drives: `report(true)` says the frame is near the screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

/** requestIdleCallback held until the test says the page is idle. */
const idle: (() => void)[] = [];
function runIdle() {
  act(() => {
    while (idle.length > 0) idle.shift()?.();
  });
}

afterEach(() => {
  runIdle();
  cleanup();
  restoreWindowWidth();
  vi.unstubAllGlobals();
});

describe('carouselPreset', () => {
  it("makes the library's breakpoints from the narrowest width of each layout", () => {
    expect(carouselPreset('x', 'slide', { 1024: 3, 0: 1, 768: 2 }).responsive).toEqual({
      'from-0': { breakpoint: { min: 0, max: 767 }, items: 1 },
      'from-768': { breakpoint: { min: 768, max: 1023 }, items: 2 },
      'from-1024': { breakpoint: { min: 1024, max: 100_000 }, items: 3 },
    });
  });
});

describe('BlockCarousel: the server HTML', () => {
  it('holds each slide once, none hidden from assistive technology, the loop off', () => {
    const html = renderToString(<Carousel />);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(items(page)).toBe(NAMES.length);
    expect(page.querySelectorAll('.react-multi-carousel-item[aria-hidden="true"], [aria-hidden="true"] a')).toHaveLength(0);
    expect(page.querySelectorAll('[inert]')).toHaveLength(0);
    expect([...page.querySelectorAll('a')].map((link) => link.textContent)).toEqual(NAMES);
    expect(loopState(page)).toBe('off');
  });
});

describe('BlockCarousel: the infinite loop', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });

  it('renders no clones as it mounts; starts when near the screen and the page is idle, showing the same slides', async () => {
    const { container } = await renderMeasuredAt(1280, () => render(<Carousel />));
    expect(items(container)).toBe(NAMES.length);
    expect(shownSlides(container)).toEqual([0, 1, 2]);
    runIdle();
    expect(loopState(container)).toBe('off');
    FakeObserver.last?.report(true);
    expect(loopState(container)).toBe('off');
    runIdle();
    expect(loopState(container)).toBe('on');
    expect(items(container)).toBeGreaterThan(NAMES.length);
    expect(shownSlides(container)).toEqual([0, 1, 2]);
  });

  it('waits while the focus is in a slide, and starts once it leaves', async () => {
    const { container } = await renderMeasuredAt(1280, () => render(<Carousel />));
    act(() => screen.getByRole('link', { name: 'Alpha' }).focus());
    FakeObserver.last?.report(true);
    runIdle();
    expect(loopState(container)).toBe('off');
    act(() => screen.getByRole('link', { name: 'Alpha' }).blur());
    await settle();
    runIdle();
    expect(loopState(container)).toBe('on');
  });

  it('an arrow key in a slide starts it and keeps the focus on that slide', async () => {
    const { container } = await renderMeasuredAt(1280, () => render(<Carousel />));
    const slide = container.querySelector<HTMLElement>('[data-slide="1"]')!;
    act(() => slide.focus());
    fireEvent.keyDown(slide, { key: 'ArrowRight', keyCode: 39 });
    expect(loopState(container)).toBe('on');
    expect(document.activeElement?.getAttribute('data-slide')).toBe('1');
    expect(document.activeElement?.closest('.react-multi-carousel-item')?.getAttribute('aria-hidden')).toBe('false');
  });
});

describe('BlockCarousel: moves before the loop runs (no IntersectionObserver: the loop waits for a move)', () => {
  it('Previous starts the loop and wraps to the last slide', async () => {
    const { container } = await renderMeasuredAt(390, () => render(<Carousel />));
    expect(loopState(container)).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await settle();
    expect(loopState(container)).toBe('on');
    expect(shownSlides(container)).toEqual([NAMES.length - 1]);
  });

  it("a one-slide carousel has nothing to loop and no buttons", async () => {
    const { container } = await renderMeasuredAt(390, () => render(<Carousel count={1} />));
    expect(loopState(container)).toBe('none');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/** A finger on the track: down at x, up at x + dx, with no touchmove between (the browser held them back). */
function swipe(container: HTMLElement, dx: number) {
  const track = container.querySelector('.react-multi-carousel-track')!;
  fireEvent.touchStart(track, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchEnd(track, { touches: [], changedTouches: [{ clientX: 200 + dx, clientY: 100 }] });
}

describe('BlockCarousel: swipes from the spec minimum (10 px)', () => {
  it('moves one slide for 10 and 12 px either way, wrapping; not for 6 px', async () => {
    const { container } = await renderMeasuredAt(390, () => render(<Carousel />));
    swipe(container, -6);
    await settle();
    expect(shownSlides(container)).toEqual([0]);
    swipe(container, -10);
    await settle();
    expect(shownSlides(container)).toEqual([1]);
    swipe(container, 12);
    await settle();
    expect(shownSlides(container)).toEqual([0]);
    swipe(container, 10);
    await settle();
    expect(shownSlides(container)).toEqual([NAMES.length - 1]);
  });

  it("drops the click the browser sends for a short swipe over a slide's link, not a tap's", async () => {
    const { container } = await renderMeasuredAt(390, () => render(<Carousel />));
    const link = screen.getByRole('link', { name: 'Alpha' });
    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', opened);
    swipe(container, -3);
    fireEvent.click(link);
    expect(opened).toHaveBeenCalledTimes(1);
    swipe(container, -12);
    fireEvent.click(link);
    expect(opened).toHaveBeenCalledTimes(1);
    await settle();
    expect(shownSlides(container)).toEqual([1]);
  });
});
