import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { MonthIntroContent, MonthIntroProps } from './schema';
import './month-intro.css';

/** The month's introduction: heading, text and an optional button. */
export function MonthIntro({ props, content, status }: BlockComponentProps<MonthIntroProps, MonthIntroContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  if (!content || (!content.title && !content.description)) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  return (
    <section className="month-intro section">
      <div className="container month-intro__inner">
        {content.title && <h2>{content.title}</h2>}
        {content.description && <p className="month-intro__text">{content.description}</p>}
        {content.buttonText && content.buttonLink && (
          <ContentLink className="button button--primary" href={content.buttonLink}>
            {content.buttonText}
          </ContentLink>
        )}
      </div>
    </section>
  );
}
