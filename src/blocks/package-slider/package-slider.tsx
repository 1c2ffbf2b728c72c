import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { slugify } from '../../lib/slug';
import { BlockCarousel, carouselPreset, CarouselSection, CarouselSlide } from '../shared/block-carousel';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import { useFailureWarning } from '../shared/use-failure-warning';
import type { PackageSliderContent, PackageSliderProps } from './schema';
import './package-slider.css';

/** 4 slides on wide screens, 2 at or below 1024 px, 1 at or below 600 px (spec 1 §9); package-slider.css sets --slides alike. */
const packageCarousel = carouselPreset('package-slider', 'journeys', { 0: 1, 601: 2, 1025: 4 });

/** The country page a package leads to: /country/{slug}/ by the spec's slug rule. */
export const countryPath = (country: string) => `/country/${slugify(country)}/`;

/**
 * 'Discover Bespoke Journeys': package cards on the blocks' carousel (shared/block-carousel.tsx),
 * infinite, 500 ms, no dots; the arrows sit over the cards' image half.
 */
export function PackageSlider({ props, content, status }: BlockComponentProps<PackageSliderProps, PackageSliderContent>) {
  const defaultImage = useDefaultImage();
  useFailureWarning(status, props.failureLog);
  const packages = status === 'ready' ? (content ?? []) : [];
  if (packages.length === 0) return null;
  return (
    <CarouselSection className="package-slider" heading={props.heading}>
      <BlockCarousel preset={packageCarousel} motion={props}>
        {packages.map((item, position) => (
          <CarouselSlide key={item.packageId} position={position} total={packages.length} className="package-slider__slide">
            <article className="package-card">
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
          </CarouselSlide>
        ))}
      </BlockCarousel>
    </CarouselSection>
  );
}
