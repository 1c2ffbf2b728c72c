import { ResponsiveImage } from '../shared/responsive-image';
import type { BlockComponentProps } from '../../engine/block';
import type { LandingStoryProps } from './schema';
import './landing-story.css';

/** The story behind the agency, in the config's words. */
export function LandingStory({ props, context }: BlockComponentProps<LandingStoryProps, undefined>) {
  const headingId = `${context.section.id}-heading`;
  return (
    <section className="landing-story section section--sand" aria-labelledby={headingId}>
      <div className={`container landing-story__inner${props.image ? ' landing-story__inner--with-image' : ''}`}>
        {props.image && (
          <ResponsiveImage className="landing-story__image" src={props.image} alt={props.imageAlt} width={560} height={640} layout="half" />
        )}
        <div className="landing-story__text">
          <h2 id={headingId}>{props.heading}</h2>
          {props.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {props.signature && <p className="landing-story__signature">— {props.signature}</p>}
        </div>
      </div>
    </section>
  );
}
