// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { NavigationProgress, SLOW_NAVIGATION_MS, useNavigationBusy } from './navigation-progress';

/** A layout's <main>, marked busy as a site's chrome marks it. */
function ChromeFrame({ children }: { header: null; children: ReactNode }) {
  return <main aria-busy={useNavigationBusy() || undefined}>{children}</main>;
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function site(nextPageReady: Promise<void>) {
  return createMemoryRouter([
    {
      path: '/',
      element: (
        <NavigationProgress>
          <Outlet />
        </NavigationProgress>
      ),
      children: [
        {
          index: true,
          element: (
            <ChromeFrame header={null}>
              <h1>Start page</h1>
              <Link to="/slow/">Go to the slow page</Link>
            </ChromeFrame>
          ),
        },
        {
          path: 'slow/',
          loader: async () => {
            await nextPageReady;
            return null;
          },
          element: (
            <ChromeFrame header={null}>
              <h1>Slow page</h1>
            </ChromeFrame>
          ),
        },
      ],
    },
  ]);
}

describe('NavigationProgress', () => {
  it('keeps the current page, and after 300 ms shows a bar, says Loading... politely and marks <main> busy until the next page is there', async () => {
    const next = deferred();
    render(<RouterProvider router={site(next.promise)} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    await act(async () => screen.getByText('Go to the slow page').click());
    // A quick navigation shows nothing: the bar waits SLOW_NAVIGATION_MS.
    expect(screen.queryByTestId('navigation-progress')).toBeNull();

    await act(() => new Promise((done) => setTimeout(done, SLOW_NAVIGATION_MS + 100)));
    expect(screen.getByTestId('navigation-progress')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('heading', { name: 'Start page' })).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');

    await act(async () => next.resolve());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
    expect(screen.queryByTestId('navigation-progress')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('main').hasAttribute('aria-busy')).toBe(false);
  });
});
