// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './hero';
import { variantUrl } from '../../shared/responsive-image-url';

/** jsdom has no media playback: play/pause flip `paused` and fire the events a browser fires. */
function fakeMediaPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Hero', () => {
  let media: ReturnType<typeof fakeMediaPlayback>;
  beforeEach(() => {
    media = fakeMediaPlayback();
  });
  afterEach(() => vi.restoreAllMocks());

  const renderHero = () =>
    render(<Hero heading="Denver's Top Rated Family Travel Agency" subHeading="Trips for all" videoSrc="/media/hero.mp4" posterSrc="/p.svg" />);

  it("gives a photograph's video the phone's hero variant as its poster: the video's first frame is no later, larger paint", () => {
    const html = renderToString(<Hero heading="Photo" videoSrc="/media/hero.mp4" posterSrc="/uploads/beach.jpg" />);
    const poster = /<video[^>]* poster="([^"]+)"/.exec(html)?.[1];
    expect(poster).toBe(variantUrl('/uploads/beach.jpg', 828, 'avif'));
    // The same address as the picture's AVIF candidate at 828 px: one download on such a phone.
    expect(html).toContain(`${poster} 828w`);
  });

  it('renders a muted, looping, inline video with its poster, behind the heading, that plays without scripts', async () => {
    preferReducedMotion(false);
    // The server's HTML carries every attribute a browser needs to play it before (or without) scripts.
    const html = renderToString(<Hero heading="Plain" videoSrc="/media/hero.mp4" />);
    for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline']) expect(html).toMatch(new RegExp(`<video[^>]* ${attribute}=""`, "i"));
    const { container } = renderHero();
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('src')).toBe('/media/hero.mp4');
    expect(video.getAttribute('poster')).toBe('/p.svg');
    expect(screen.getByRole('heading', { level: 1, name: "Denver's Top Rated Family Travel Agency" })).toBeTruthy();
    expect(screen.getByText('Trips for all')).toBeTruthy();
    // Its play() settles after the render: wait for it, so its state update lands inside this test.
    expect(await screen.findByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('starts playing, and its toggle says what it will do: pause, then play', async () => {
    preferReducedMotion(false);
    const user = userEvent.setup();
    const { container } = renderHero();
    const video = container.querySelector('video')!;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy());
    expect(video.paused).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(video.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(video.paused).toBe(false);
    expect(await screen.findByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('stays paused for a visitor who prefers reduced motion', async () => {
    preferReducedMotion(true);
    const { container } = renderHero();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy());
    expect(media.play).not.toHaveBeenCalled();
    // Its HTML asked the browser to autoplay it: the scripts pause it.
    expect(media.pause).toHaveBeenCalled();
    expect(container.querySelector('video')!.paused).toBe(true);
  });

  it('has no toggle without a video', () => {
    preferReducedMotion(false);
    render(<Hero heading="Plain" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
