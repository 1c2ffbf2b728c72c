import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { StatusMessage } from '../shared/status-message';
import type { PlanningContent, PlanningProps } from './schema';
import './planning.css';

export function Planning({ props, content, status }: BlockComponentProps<PlanningProps, PlanningContent>) {
  if (status === 'loading') return null;
  const item = status === 'ready' ? content?.[0] : undefined;
  const heading = item?.text ?? props.defaultHeading;
  if (!heading) {
    if (status === 'failed' || status === 'invalid') return <StatusMessage tone="error">{props.errorText}</StatusMessage>;
    return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  }
  const text = item ? item.description : props.defaultText;
  const buttonText = item?.buttonText ?? props.defaultButtonText;
  const buttonLink = item?.buttonLink ?? props.defaultButtonLink;
  return (
    <section className="planning section section--sand">
      <div className="container planning__inner">
        <h2>{heading}</h2>
        {text && <p className="planning__text">{text}</p>}
        <ContentLink className="button button--primary" href={buttonLink}>
          {buttonText}
        </ContentLink>
      </div>
    </section>
  );
}
