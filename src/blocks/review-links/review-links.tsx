import type { BlockComponentProps } from '../../engine/block';
import { StatusMessage } from '../shared/status-message';
import type { ReviewLinksContent, ReviewLinksProps } from './schema';
import '../shared/heading-accent.css';
import './review-links.css';

interface OutboundButton {
  site: 'google' | 'yelp';
  text: string | undefined;
  link: string | undefined;
}

/**
 * 'Leave a review': the title, a line of text and up to two buttons to review sites (Google, Yelp),
 * each shown only when it has both a text and a link, opening in a new tab.
 */
export function ReviewLinks({ props, content, status }: BlockComponentProps<ReviewLinksProps, ReviewLinksContent>) {
  if (status === 'loading') return null;
  const data = status === 'ready' ? content : undefined;
  const buttons: OutboundButton[] = data
    ? [
        { site: 'google', text: data.google_text, link: data.google_link },
        { site: 'yelp', text: data.yelp_text, link: data.yelp_link },
      ]
    : [];
  return (
    <section className="review-links">
      <div className="container review-links__inner">
        <h1 className="heading-accent review-links__title">{data?.review_title ?? props.titleFallback}</h1>
        {status === 'failed' || status === 'invalid' ? (
          <StatusMessage tone="error">{props.errorText}</StatusMessage>
        ) : !data ? (
          <StatusMessage tone="info">{props.notFoundText}</StatusMessage>
        ) : (
          <>
            <p className="review-links__text">{data.subtext ?? props.subtextFallback}</p>
            <div className="review-links__buttons">
              {buttons.map(({ site, text, link }) =>
                text && link ? (
                  <a
                    key={site}
                    className={`button review-links__button review-links__button--${site}`}
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-site={site}
                  >
                    {text}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : null,
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
