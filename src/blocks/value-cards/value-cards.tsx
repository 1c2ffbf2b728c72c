import type { BlockComponentProps } from '../../engine/block';
import type { ValueCardsProps } from './schema';
import './value-cards.css';

/** Three value cards (Honor, Diligence, Legacy) from the page config. */
export function ValueCards({ props }: BlockComponentProps<ValueCardsProps, undefined>) {
  return (
    <section className="value-cards section section--sand">
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <ul className="value-cards__list">
          {props.cards.map((card) => (
            <li key={card.title}>
              <article className="value-cards__card">
                <h3>{card.title}</h3>
                <p className="value-cards__text">{card.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
