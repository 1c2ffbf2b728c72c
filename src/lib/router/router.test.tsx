// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, StaticRouter, useLocation } from './index';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>;
}

describe('the site router', () => {
  it('navigates on a plain click and carries navigation state', () => {
    render(
      <MemoryRouter initialEntries={['/blog/']}>
        <Link to="/my-post/" state={{ blogId: 3 }}>
          Read
        </Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Read' }).getAttribute('href')).toBe('/my-post/');
    fireEvent.click(screen.getByRole('link', { name: 'Read' }));
    expect(screen.getByRole('status').textContent).toBe('/my-post/|{"blogId":3}');
  });

  it('leaves modified clicks and new-tab links to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/go/">Go</Link>
        <Link to="/blog/" target="_blank">
          Blog
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('status').textContent).toBe('/|null');
  });

  it('marks the current page on a NavLink', () => {
    render(
      <StaticRouter location="/blog/">
        <NavLink to="/blog/">Blog</NavLink>
        <NavLink to="/">Home</NavLink>
      </StaticRouter>,
    );
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('follows <Navigate> in the browser history', () => {
    window.history.replaceState(null, '', '/unknown-post/');
    render(
      <BrowserRouter>
        <Navigate to="/blog/" replace />
        <Where />
      </BrowserRouter>,
    );
    expect(window.location.pathname).toBe('/blog/');
    expect(screen.getByRole('status').textContent).toBe('/blog/|null');
  });
});
