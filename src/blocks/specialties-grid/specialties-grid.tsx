import { ResponsiveImage } from '../shared/responsive-image';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import type { SpecialityTile, SpecialtiesGridContent, SpecialtiesGridProps } from './schema';
import './specialties-grid.css';

/** Where a tile goes: its url in a new tab, else the generic page of its pageId. */
export function tileTarget(item: SpecialityTile): { href: string; newTab: boolean } | undefined {
  if (item.url) return { href: item.url, newTab: true };
  if (item.pageId !== undefined) return { href: `/page/${item.pageId}/`, newTab: false };
  return undefined;
}

function TileLink({ item, children }: { item: SpecialityTile; children: ReactNode }) {
  const target = tileTarget(item);
  if (!target) return <div className="specialty-tile">{children}</div>;
  if (target.newTab) {
    return (
      <a className="specialty-tile" href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className="specialty-tile" to={target.href}>
      {children}
    </Link>
  );
}

/** The specialties as image tiles (1, 2 or 3 columns) with a title overlay that grows on hover. */
export function SpecialtiesGrid({ props, content, status }: BlockComponentProps<SpecialtiesGridProps, SpecialtiesGridContent>) {
  const items = status === 'ready' ? (content ?? []) : [];
  if (items.length === 0) return null;
  return (
    <section className="specialties-grid section">
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        <ul className="specialties-grid__list">
          {items.map((item) => {
            const name = item.name ?? item.speciality_name ?? '';
            return (
              <li key={item.id} className="specialties-grid__item">
                <TileLink item={item}>
                  {item.image && (
                    <ResponsiveImage className="specialty-tile__image" src={item.image} alt="" width={600} height={400} layout="third" />
                  )}
                  <span className="specialty-tile__overlay">
                    <span className="specialty-tile__title">{name}</span>
                  </span>
                </TileLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
