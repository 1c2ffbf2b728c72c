import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import type { ContactThemedLinksProps } from './schema';
import './contact-themed-links.css';

/**
 * The themed pages as a grid of links, then the 'Ready To Travel?' button. A button link with a
 * #fragment is a plain anchor, so on its own page it scrolls to that section (the router does not).
 */
export function ContactThemedLinks({ props }: BlockComponentProps<ContactThemedLinksProps, undefined>) {
  const buttonClass = 'button button--primary contact-themed-links__button';
  return (
    <section className="contact-themed-links section" aria-labelledby="contact-themed-links-heading">
      <div className="container">
        <h2 className="section__heading" id="contact-themed-links-heading">
          {props.heading}
        </h2>
        {props.text && <p className="contact-themed-links__text">{props.text}</p>}
        <ul className="contact-themed-links__list">
          {props.links.map((link) => (
            <li key={link.href}>
              <Link className="contact-themed-links__link" to={link.href}>
                {link.label}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="contact-themed-links__cta">
          {props.buttonLink.includes('#') ? (
            <a className={buttonClass} href={props.buttonLink}>
              {props.buttonText}
            </a>
          ) : (
            <Link className={buttonClass} to={props.buttonLink}>
              {props.buttonText}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
