import { Link } from 'react-router-dom';

/** The 404 page, inside the site's chrome. */
export function NotFound() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <p className="not-found__links">
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
        <Link className="button button--secondary" to="/go/">
          Contact us
        </Link>
      </p>
    </section>
  );
}
