import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { StatusMessage } from '../shared/status-message';
import type { PlanningContent, PlanningProps } from './schema';
import './planning.css';

export function Planning({ props, content, status }: BlockComponentProps<PlanningProps, PlanningContent>) {
  if (status === 'loading') return null;
  // An item without a heading is no planning item: the page's default heading and text show.
  const first = status === 'ready' ? content?.[0] : undefined;
  const item = first?.text ? first : undefined;
  const heading = item?.text ?? props.defaultHeading;
  if (!heading) {
    // A failed call is the red error line; empty data reads as every block's empty data does,
    // the grey "not found" line (issue 35).
    const failed = status === 'failed' || status === 'invalid';
    return failed ? <StatusMessage tone="error">{props.errorText}</StatusMessage> : <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  }
  const text = item ? item.description : props.defaultText;
  const buttonText = item?.buttonText ?? props.defaultButtonText;
  const buttonLink = item?.buttonLink ?? props.defaultButtonLink;
  return (
    <section className="planning section section--sand">
      <div className="container planning__inner">
        <h2>{heading}</h2>
        {text && <p className="planning__text">{text}</p>}
        {props.button && (
          <ContentLink className="button button--primary" href={buttonLink}>
            {buttonText}
          </ContentLink>
        )}
      </div>
    </section>
  );
}
