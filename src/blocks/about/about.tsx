import { ResponsiveImage } from '../shared/responsive-image';
import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import type { AboutContent, AboutProps } from './schema';
import '../shared/card.css';
import './about.css';

/** About the agency: image, heading, description and an optional button (to buttonLink or '#'). */
export function About({ props, content, status }: BlockComponentProps<AboutProps, AboutContent>) {
  const about = status === 'ready' ? content?.[0] : undefined;
  if (!about) return null;
  const href = about.buttonLink ?? props.fallbackLink;
  return (
    <section className="about section section--sand">
      <div className="container about__inner">
        {about.image && (
          <ResponsiveImage className="side-photo about__image" src={about.image} alt={about.text} width={1200} height={900} layout="half" />
        )}
        <div className="about__body">
          <h2 className="about__heading">{about.text}</h2>
          {about.description && <p className="content-text about__text">{about.description}</p>}
          {about.buttonText &&
            (href.startsWith('#') ? (
              <a className="button button--primary" href={href}>
                {about.buttonText}
              </a>
            ) : (
              <ContentLink className="button button--primary" href={href}>
                {about.buttonText}
              </ContentLink>
            ))}
        </div>
      </div>
    </section>
  );
}
