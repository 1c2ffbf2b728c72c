import { responsiveBackground } from '../shared/responsive-image-background';
import { useRef } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { useSiteSettings } from '../shared/site-settings';
import { ContentLink } from '../shared/content-link';
import { StatusMessage } from '../shared/status-message';
import { parallaxBackdropStyle, useParallax } from '../shared/use-parallax';
import '../shared/parallax.css';
import type { MottoContent, MottoProps } from './schema';
import './motto.css';

export function Motto({ props, content, status }: BlockComponentProps<MottoProps, MottoContent>) {
  const site = useSiteSettings();
  const backdrop = useRef<HTMLDivElement>(null);
  useParallax(backdrop, props.parallax);
  if (status === 'loading') return null;
  if (status === 'failed' || status === 'invalid') return <StatusMessage tone="error">{props.errorText}</StatusMessage>;
  const motto = content?.[0];
  if (!motto) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  const background = motto.backgroundImage ?? site.defaults.images.motto;
  return (
    <section className="motto parallax">
      <div
        ref={backdrop}
        className="motto__backdrop parallax__backdrop responsive-background"
        style={{ ...parallaxBackdropStyle(props.parallax), ...responsiveBackground(background) }}
        aria-hidden="true"
      />
      <div className="motto__panel container">
        {motto.text && <h2 className="motto__title">{motto.text}</h2>}
        {motto.description && <p className="motto__text">{motto.description}</p>}
        {motto.buttonText && motto.buttonLink && (
          <ContentLink className="button button--primary" href={motto.buttonLink}>
            {motto.buttonText}
          </ContentLink>
        )}
      </div>
    </section>
  );
}
