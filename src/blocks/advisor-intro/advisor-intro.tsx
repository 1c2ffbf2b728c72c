import { responsiveBackground } from '../shared/responsive-image-background';
import { ResponsiveImage } from '../shared/responsive-image';
import { useRef } from 'react';
import { imageUrl } from '../../content/contract/image-url';
import type { BlockComponentProps } from '../../engine/block';
import { useSiteSettings } from '../shared/site-settings';
import { ContentLink } from '../shared/content-link';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import { parallaxBackdropStyle, useParallax } from '../shared/use-parallax';
import '../shared/parallax.css';
import type { AdvisorIntroContent, AdvisorIntroProps } from './schema';
import '../shared/card.css';
import './advisor-intro.css';

/** The advisor's introduction over a background that scrolls with parallax (0.5). */
export function AdvisorIntro({ props, content, status }: BlockComponentProps<AdvisorIntroProps, AdvisorIntroContent>) {
  const site = useSiteSettings();
  const backdrop = useRef<HTMLDivElement>(null);
  useParallax(backdrop, props.parallax);
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const advisor = content?.find((item) => item.text || item.description);
  if (!advisor) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  const background = advisor.backgroundImage ?? site.defaults.images.motto;
  const photo = imageUrl(advisor.image) ?? site.defaults.images.advisor;
  return (
    <section className="advisor-intro parallax">
      <div
        ref={backdrop}
        className="advisor-intro__backdrop parallax__backdrop responsive-background"
        style={{ ...parallaxBackdropStyle(props.parallax), ...responsiveBackground(background) }}
        aria-hidden="true"
      />
      <div className="container advisor-intro__card">
        <ResponsiveImage className="advisor-intro__photo" src={photo} alt={advisor.text ?? ''} width={400} height={400} layout="third" priority="eager" />
        <div>
          {advisor.text && <h1>{advisor.text}</h1>}
          {props.role && <p className="advisor-intro__role">{props.role}</p>}
          {advisor.description && <p className="content-text">{advisor.description}</p>}
          {advisor.buttonText && advisor.buttonLink && (
            <ContentLink className="button button--primary" href={advisor.buttonLink}>
              {advisor.buttonText}
            </ContentLink>
          )}
        </div>
      </div>
    </section>
  );
}
