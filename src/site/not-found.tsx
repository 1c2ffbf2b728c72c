import { Link } from 'react-router-dom';
import { siteConfig } from './site-config';
import './not-found.css';

/** The 404 page, inside the site's chrome (the server answers it with status 404). */
export function NotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Page not found</h1>
      <p className="not-found__text">
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <p className="not-found__links">
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
        <Link className="button button--secondary" to={siteConfig.readyToTravel.href}>
          Contact us
        </Link>
      </p>
      <p className="not-found__help">
        Prefer to talk? Call us at <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>.
      </p>
    </section>
  );
}
