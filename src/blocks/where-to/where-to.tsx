import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import type { WhereToContent, WhereToProps } from './schema';
import './where-to.css';

/** The call-to-action banner; its fallback texts are the spec's, so it never shows an error. */
export function WhereTo({ props, content, status }: BlockComponentProps<WhereToProps, WhereToContent>) {
  const item = props.fromContent && status === 'ready' ? content?.[0] : undefined;
  return (
    <section className="where-to">
      <div className="container where-to__inner">
        <h2 className="where-to__heading">{item?.text ?? props.heading}</h2>
        <p className="where-to__text">{item?.description ?? props.text}</p>
        <ContentLink className="button button--primary" href={props.buttonLink}>
          {props.buttonText}
        </ContentLink>
      </div>
    </section>
  );
}
