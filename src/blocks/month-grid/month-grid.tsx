import { PhotoTileImage } from '../shared/photo-tile-image';
import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { slugify } from '../../lib/slug';
import { useSiteSettings } from '../shared/site-settings';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { MonthGridContent, MonthGridProps } from './schema';
import '../shared/card.css';
import './month-grid.css';
import { opensThePage } from '../shared/opens-the-page';

/** The month tiles; each opens /monthly/{slug}/ with the spec's slug of its title. */
export function MonthGrid({ props, content, status, context }: BlockComponentProps<MonthGridProps, MonthGridContent>) {
  const site = useSiteSettings();
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const months = content ?? [];
  if (months.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  return (
    <section className="month-grid section">
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <ul className="card-grid month-grid__list">
          {months.map((month, index) => (
            <li key={String(month.monthId)}>
              <Link className="photo-tile month-grid__tile" to={`/monthly/${slugify(month.title)}/`}>
                <PhotoTileImage className="month-grid__image" src={month.image ?? site.defaults.images.banner} width={800} height={600} priority={index < 4 && opensThePage(context) ? 'eager' : 'lazy'} />
                <div className="photo-tile__text month-grid__caption">
                  <h3 className="month-grid__title">{month.title}</h3>
                  {month.subTitle && <p className="month-grid__sub">{month.subTitle}</p>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
