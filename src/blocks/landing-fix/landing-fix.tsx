import { responsiveBackground } from '../shared/responsive-image-background';
import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import type { LandingFixProps } from './schema';
import './landing-fix.css';

/** 'The Fix': the answer to the page's problem, as a banner with an optional call to action. */
export function LandingFix({ props, context }: BlockComponentProps<LandingFixProps, undefined>) {
  const headingId = `${context.section.id}-heading`;
  const inPage = props.buttonLink.startsWith('#');
  return (
    <section className="landing-fix responsive-background" style={responsiveBackground(props.image)} aria-labelledby={headingId}>
      <div className="container landing-fix__inner">
        <h2 className="landing-fix__heading" id={headingId}>
          {props.heading}
        </h2>
        {props.subHeading && <p className="landing-fix__sub">{props.subHeading}</p>}
        <p className="landing-fix__text">{props.text}</p>
        {props.steps.length > 0 && (
          <ol className="landing-fix__steps">
            {props.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        )}
        {props.buttonText &&
          (inPage ? (
            <a className="button button--primary" href={props.buttonLink}>
              {props.buttonText}
            </a>
          ) : (
            <Link className="button button--primary" to={props.buttonLink}>
              {props.buttonText}
            </Link>
          ))}
      </div>
    </section>
  );
}
