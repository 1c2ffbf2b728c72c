import { ResponsiveImage } from '../shared/responsive-image';
import type { BlockComponentProps } from '../../engine/block';
import type { LandingProblemProps } from './schema';
import './landing-problem.css';

/** The problem a campaign speaks to, in the config's words. */
export function LandingProblem({ props, context }: BlockComponentProps<LandingProblemProps, undefined>) {
  const headingId = `${context.section.id}-heading`;
  return (
    <section className={`landing-problem section${props.image ? ' landing-problem--with-image' : ''}`} aria-labelledby={headingId}>
      <div className="container landing-problem__inner">
        <div className="landing-problem__text">
          {props.eyebrow && <p className="landing-problem__eyebrow">{props.eyebrow}</p>}
          <h2 id={headingId}>{props.heading}</h2>
          {props.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {props.points.length > 0 && (
            <ul className="landing-problem__points">
              {props.points.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ul>
          )}
        </div>
        {props.image && (
          <ResponsiveImage className="landing-problem__image" src={props.image} alt={props.imageAlt} width={640} height={480} layout="half" />
        )}
      </div>
    </section>
  );
}
