import type { BlockComponentProps } from '../../engine/block';
import { ContentLink } from '../shared/content-link';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { SpecialityLinksContent, SpecialityLinksProps } from './schema';
import './speciality-links.css';

/** The specialities link list (`pages/specialities_list`); links without a url are left out. */
export function SpecialityLinks({ props, content, status }: BlockComponentProps<SpecialityLinksProps, SpecialityLinksContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const links = (content ?? []).filter((item): item is typeof item & { url: string } => Boolean(item.url));
  if (links.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  return (
    <section className="speciality-links section section--sand">
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <ul className="speciality-links__list">
          {links.map((item) => (
            <li key={String(item.id)}>
              <ContentLink className="speciality-links__link" href={item.url}>
                {item.name}
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
