import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { useFailureWarning } from '../shared/use-failure-warning';
import type { IntroContent, IntroProps } from './schema';
import '../shared/heading-accent.css';
import './intro.css';

/** The home page's opening words: heading, description and an optional button (new tab). */
export function Intro({ props, content, status }: BlockComponentProps<IntroProps, IntroContent>) {
  useFailureWarning(status, props.failureLog);
  const intro = status === 'ready' ? content?.[0] : undefined;
  if (!intro) return null;
  return (
    <section className="intro section">
      <div className="container intro__inner">
        <h2 className="heading-accent intro__heading">{intro.text}</h2>
        {intro.description && <p className="intro__text">{intro.description}</p>}
        {intro.buttonText && intro.buttonLink && (
          <ContentLink className="button button--primary" href={intro.buttonLink} newTab>
            {intro.buttonText}
          </ContentLink>
        )}
      </div>
    </section>
  );
}
