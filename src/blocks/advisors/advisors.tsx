import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { slugify } from '../../lib/slug';
import { ContentLink } from '../shared/content-link';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import type { AdvisorsContent, AdvisorsProps } from './schema';
import './advisors.css';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'Meet your travel advisors': one profile per configured name, matched case-insensitively in the
 * content. A missing advisor shows the placeholders; the first one has a bundled image.
 */
export function Advisors({ props, content, status }: BlockComponentProps<AdvisorsProps, AdvisorsContent>) {
  const defaultImage = useDefaultImage();
  const advisors = status === 'ready' ? (content ?? []) : [];
  if (advisors.length === 0) return null;
  return (
    <section className="advisors section">
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <div className="advisors__list">
          {props.names.map((name, index) => {
            const advisor = advisors.find((candidate) => sameName(candidate.name, name));
            const shownName = advisor?.name ?? props.placeholderName;
            return (
              <article key={name} className="advisor-card" data-advisor={slugify(name)}>
                <FallbackImage
                  className="advisor-card__image"
                  src={advisor?.image}
                  fallback={defaultImage(index === 0 ? 'advisor' : 'profile')}
                  alt={advisor ? advisor.name : ''}
                  width={480}
                  height={480}
                  layout="third"
                />
                <div className="advisor-card__body">
                  <h3 className="advisor-card__name">{shownName}</h3>
                  <p className="advisor-card__designation">{advisor?.designation ?? props.placeholderDesignation}</p>
                  <p className="advisor-card__text">{advisor?.description ?? props.placeholderDescription}</p>
                  {/* A placeholder stands for nobody: its button must not promise a named advisor's page. */}
                  {advisor ? (
                    <Link className="button button--secondary" to={`/${slugify(name)}/`}>
                      {props.buttonText.replace('{name}', name)}
                    </Link>
                  ) : (
                    <ContentLink className="button button--secondary" href={props.placeholderButtonLink}>
                      {props.placeholderButtonText}
                    </ContentLink>
                  )}
                </div>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
