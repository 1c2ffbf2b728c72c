import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { CountryOverviewContent, CountryOverviewProps } from './schema';
import './country-overview.css';

/** The country overview; its optional button opens its link in a new tab (spec 2 "Country page"). */
export function CountryOverview({ props, content, status }: BlockComponentProps<CountryOverviewProps, CountryOverviewContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  if (!content || (!content.overviewTitle && !content.overviewDescription)) {
    return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  }
  return (
    <section className="country-overview section">
      <div className="container country-overview__inner">
        {content.overviewTitle && <h2>{content.overviewTitle}</h2>}
        {content.overviewDescription && <p className="country-overview__text">{content.overviewDescription}</p>}
        {content.overviewButtonText && content.overviewButtonLink && (
          <ContentLink className="button button--primary" href={content.overviewButtonLink} newTab>
            {content.overviewButtonText}
          </ContentLink>
        )}
      </div>
    </section>
  );
}
