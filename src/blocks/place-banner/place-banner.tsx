import type { BlockComponentProps } from '../../engine/block';
import { Hero } from '../shared/hero';
import { useSiteSettings } from '../shared/site-settings';
import { StatusMessage } from '../shared/status-message';
import type { PlaceBannerContent, PlaceBannerProps } from './schema';

/** The month or country hero: title over the background image; a generic title when there is none. */
export function PlaceBanner({ props, content, status }: BlockComponentProps<PlaceBannerProps, PlaceBannerContent>) {
  const site = useSiteSettings();
  if (status === 'loading') return <StatusMessage tone="info">Loading...</StatusMessage>;
  const banner = status === 'ready' ? content : undefined;
  const title = banner?.bannerTitle ?? banner?.bannerText ?? props.fallbackTitle;
  const image = banner?.bannerImage ?? banner?.image ?? site.defaults.images.banner;
  return (
    <>
      <Hero heading={title} posterSrc={image} />
      {(status === 'failed' || status === 'invalid') && <StatusMessage tone="error">{props.errorText}</StatusMessage>}
    </>
  );
}
