import type { BlockComponentProps } from '../../engine/block';
import { BlockCarousel, carouselPreset, CarouselSection, CarouselSlide } from '../shared/block-carousel';
import { ContentLink } from '../shared/content-link';
import { opensThePage } from '../shared/opens-the-page';
import { PhotoTileImage } from '../shared/photo-tile-image';
import { useSiteSettings } from '../shared/site-settings';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { ExperiencesCarouselContent, ExperiencesCarouselProps } from './schema';
import '../shared/card.css';
import './experiences-carousel.css';

/**
 * Spec 2 §9: 5 slides, 4 below 1024 px, 2 below 768 px, and 3 (with no arrows or dots:
 * experiences-carousel.css) below 480 px; the stylesheet sets --slides alike.
 */
const experiencesCarousel = carouselPreset('experiences-carousel', 'specialties', { 0: 3, 480: 2, 768: 4, 1024: 5 }, { dots: true });

/**
 * The specialities carousel on the blocks' carousel (shared/block-carousel.tsx): infinite, 500 ms,
 * 5/4/2/3 slides by width, arrows and dots; each card opens its url in a new tab.
 */
export function ExperiencesCarousel({
  props,
  content,
  status,
  context,
}: BlockComponentProps<ExperiencesCarouselProps, ExperiencesCarouselContent>) {
  const site = useSiteSettings();
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const items = (content ?? []).filter((item): item is typeof item & { url: string } => Boolean(item.url));
  if (items.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;

  return (
    <CarouselSection className="experiences-carousel" heading={props.heading}>
      <BlockCarousel preset={experiencesCarousel} motion={props}>
        {items.map((item, position) => (
          <CarouselSlide key={String(item.id)} position={position} total={items.length} className="experiences-carousel__slide">
            <ContentLink className="photo-tile experiences-carousel__card" href={item.url} newTab>
              <PhotoTileImage
                className="experiences-carousel__image"
                src={item.image ?? site.defaults.images.package}
                width={600}
                height={800}
                priority={position < 5 && opensThePage(context) ? 'eager' : 'lazy'}
                draggable={false}
              />
              <span className="photo-tile__text experiences-carousel__name">{item.speciality_name ?? item.name ?? ''}</span>
            </ContentLink>
          </CarouselSlide>
        ))}
      </BlockCarousel>
    </CarouselSection>
  );
}
