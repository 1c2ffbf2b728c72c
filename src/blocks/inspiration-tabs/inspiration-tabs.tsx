import { NavLink } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import type { InspirationTabsProps } from './schema';
import './inspiration-tabs.css';

/** The hub's tab links (MONTH, INSPIRATION, TRIP FINDER, MOST POPULAR); the current one is marked. */
export function InspirationTabs({ props }: BlockComponentProps<InspirationTabsProps, undefined>) {
  return (
    <section className="inspiration-tabs">
      <div className="container">
        <h1>{props.heading}</h1>
        <nav aria-label={props.label}>
          <ul className="inspiration-tabs__list">
            {props.tabs.map((tab) => (
              <li key={tab.href}>
                <NavLink className="inspiration-tabs__link" to={tab.href} end>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
