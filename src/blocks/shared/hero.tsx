import { ResponsiveImage } from './responsive-image';
import { isPipelineSource, variantUrl } from '../../shared/responsive-image-url';
import { useEffect, useRef, useState } from 'react';
import './hero.css';

/** Whether the visitor asked for less motion (false where the browser cannot tell). */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface HeroProps {
  heading: string;
  subHeading?: string;
  videoSrc?: string;
  posterSrc?: string;
  /** Full-screen variant of the landing pages. */
  tall?: boolean;
  children?: React.ReactNode;
}

/**
 * The hero: a looping, muted, inline video behind the heading, with a play/pause toggle whose name
 * says what it will do. Playback starts from an effect, so the server HTML is the same for every
 * visitor, and a visitor who prefers reduced motion gets a paused video.
 */
export function Hero({ heading, subHeading, videoSrc, posterSrc, tall, children }: HeroProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // The HTML asks the browser to play it (autoplay, so it moves without scripts too): a visitor
    // who prefers reduced motion gets it paused as soon as the scripts run.
    if (prefersReducedMotion()) {
      element.pause();
      return;
    }
    element.play().then(
      () => setPlaying(true),
      (error: unknown) => console.warn(`[hero] autoplay refused: ${String(error)}`),
    );
  }, [videoSrc]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().then(
        () => setPlaying(true),
        (error: unknown) => console.warn(`[hero] play failed: ${String(error)}`),
      );
    } else {
      element.pause();
      setPlaying(false);
    }
  };

  return (
    <section className={`hero${tall ? ' hero--tall' : ''}`}>
      {posterSrc && (
        <ResponsiveImage className="hero__media" src={posterSrc} alt="" width={1600} height={900} layout="hero" priority="high" />
      )}
      {videoSrc && (
        <video
          ref={video}
          className="hero__media"
          src={videoSrc}
          // A photograph's poster is its 828 px AVIF variant, the picture's own candidate on a
          // typical phone (one download there). Without a poster Chrome counted the video's first
          // frame, painted after the picture, as the page's largest paint (the bench's photo run:
          // LCP 2.21× the reference on /family-travel/; 1.40× with it).
          poster={posterSrc && isPipelineSource(posterSrc) ? variantUrl(posterSrc, 828, 'avif') : posterSrc}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden="true"
          onPause={() => setPlaying(false)}
          onPlay={() => setPlaying(true)}
        />
      )}
      <div className="hero__shade" />
      <div className="hero__content container">
        <h1 className="hero__heading">{heading}</h1>
        {subHeading && <p className="hero__sub">{subHeading}</p>}
        {children}
      </div>
      {videoSrc && (
        <button
          type="button"
          className="hero__toggle"
          onClick={toggle}
          aria-label={playing ? 'Pause background video' : 'Play background video'}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />}
          </svg>
        </button>
      )}
    </section>
  );
}
