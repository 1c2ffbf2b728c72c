import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { slugify } from '../../lib/slug';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import { MultiCarousel, type ResponsiveType } from '../shared/multi-carousel';
import { SlideAnnouncer } from '../shared/slide-announcer';
import { useFailureWarning } from '../shared/use-failure-warning';
import type { PackageSliderContent, PackageSliderProps } from './schema';
import { SliderArrow } from './slider-arrow';
import { useInertHiddenSlides } from '../shared/use-inert-hidden-slides';
import './package-slider.css';

/** 4 slides on wide screens, 2 at or below 1024 px, 1 at or below 600 px (spec 1 §9). */
export const packageResponsive: ResponsiveType = {
  desktop: { breakpoint: { max: 100_000, min: 1025 }, items: 4 },
  tablet: { breakpoint: { max: 1024, min: 601 }, items: 2 },
  mobile: { breakpoint: { max: 600, min: 0 }, items: 1 },
};

/** The country page a package leads to: /country/{slug}/ by the spec's slug rule. */
export const countryPath = (country: string) => `/country/${slugify(country)}/`;

/**
 * 'Discover Bespoke Journeys': package cards in an infinite slider. The server renders the desktop
 * layout and the stylesheet corrects the card widths by breakpoint until the carousel has measured,
 * so the first paint does not shift.
 */
export function PackageSlider({ props, content, status }: BlockComponentProps<PackageSliderProps, PackageSliderContent>) {
  const defaultImage = useDefaultImage();
  useFailureWarning(status, props.failureLog);
  const root = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(root);
  const packages = status === 'ready' ? (content ?? []) : [];
  if (packages.length === 0) return null;
  return (
    <section className="package-slider section">
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <div ref={root} className="package-slider__frame">
          <MultiCarousel
            responsive={packageResponsive}
            ssr
            deviceType="desktop"
            infinite
            showDots={false}
            transitionDuration={props.transitionMs}
            customTransition={`transform ${props.transitionMs}ms ease-in-out`}
            customLeftArrow={<SliderArrow direction="previous" />}
            customRightArrow={<SliderArrow direction="next" />}
            itemClass="package-slider__item"
          >
            {packages.map((item, index) => (
              <article key={item.packageId} className="package-card" data-slide={index}>
                <FallbackImage
                  className="package-card__image"
                  src={item.image}
                  fallback={defaultImage('package')}
                  alt=""
                  width={600}
                  height={800}
                  layout="card"
                  draggable={false}
                />
                <div className="package-card__body">
                  <p className="package-card__country">{item.country}</p>
                  <h3 className="package-card__title">{item.title}</h3>
                  {item.subText && <p className="package-card__text">{item.subText}</p>}
                  <Link className="button button--primary package-card__button" to={countryPath(item.country)}>
                    {item.buttonText ?? props.defaultButtonText}
                  </Link>
                </div>
              </article>
            ))}
          </MultiCarousel>
          <SlideAnnouncer frame={root} total={packages.length} />
        </div>
      </div>
    </section>
  );
}
