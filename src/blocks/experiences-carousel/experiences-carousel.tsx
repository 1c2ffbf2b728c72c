import { ResponsiveImage } from '../shared/responsive-image';
import { useEffect, useRef, useState } from 'react';
import 'react-multi-carousel/lib/styles.css';
import type { BlockComponentProps } from '../../engine/block';
import { useSiteSettings } from '../shared/site-settings';
import { ContentLink } from '../shared/content-link';
import { MultiCarousel } from '../shared/multi-carousel';
import { SlideAnnouncer } from '../shared/slide-announcer';
import { StatusMessage } from '../shared/status-message';
import { BARE_DEVICE, experiencesResponsive } from './responsive';
import type { ExperiencesCarouselContent, ExperiencesCarouselProps } from './schema';
import { useInertHiddenSlides } from '../shared/use-inert-hidden-slides';
import '../shared/card.css';
import './experiences-carousel.css';
import { opensThePage } from '../shared/opens-the-page';

/**
 * The specialities carousel: infinite, 500 ms, 5/4/2/3 slides by width; each card opens its url
 * in a new tab. The server renders the desktop layout and CSS resizes it until hydration.
 */
export function ExperiencesCarousel({
  props,
  content,
  status,
  context,
}: BlockComponentProps<ExperiencesCarouselProps, ExperiencesCarouselContent>) {
  const site = useSiteSettings();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const frame = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(frame, content);

  if (status === 'loading') return <StatusMessage tone="info">Loading...</StatusMessage>;
  if (status === 'failed' || status === 'invalid') return <StatusMessage tone="error">{props.errorText}</StatusMessage>;
  const items = (content ?? []).filter((item): item is typeof item & { url: string } => Boolean(item.url));
  if (items.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;

  return (
    <section className={`experiences-carousel section${hydrated ? '' : ' experiences-carousel--static'}`}>
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <div className="experiences-carousel__frame" ref={frame}>
          <MultiCarousel
            responsive={experiencesResponsive}
            ssr
            deviceType="desktop"
            infinite
            transitionDuration={props.transitionMs}
            customTransition={`transform ${props.transitionMs}ms ease-in-out`}
            showDots
            renderDotsOutside={false}
            removeArrowOnDeviceType={[BARE_DEVICE]}
            keyBoardControl
          >
            {items.map((item, index) => {
              const name = item.speciality_name ?? item.name ?? '';
              return (
                <div className="experiences-carousel__slide" key={String(item.id)} data-slide={index}>
                  <ContentLink className="photo-tile experiences-carousel__card" href={item.url} newTab>
                    <ResponsiveImage
                      className="photo-tile__image experiences-carousel__image"
                      src={item.image ?? site.defaults.images.package}
                      alt=""
                      width={600}
                      height={800}
                      layout="card"
                      priority={index < 5 && opensThePage(context) ? 'eager' : 'lazy'}
                      draggable={false}
                    />
                    <span className="photo-tile__text experiences-carousel__name">{name}</span>
                  </ContentLink>
                </div>
              );
            })}
          </MultiCarousel>
          <SlideAnnouncer frame={frame} total={items.length} />
        </div>
      </div>
    </section>
  );
}
