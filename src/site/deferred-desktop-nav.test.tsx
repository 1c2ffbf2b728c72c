// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverRendered } from './chrome-test-utils';
import { DeferredDesktopNav, loadDesktopNav } from './deferred-desktop-nav';
import { flattenLinks } from './nav-links';
import { siteConfig } from './site-config';

/** A window of the given width as far as matchMedia goes; `widen()` crosses 1024 px. */
function stubScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: wide,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    listeners,
    widen() {
      query.matches = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** A module copy that has not loaded the bar's code yet, as in a browser that just got the page. */
async function freshBrowserCopy() {
  vi.resetModules();
  return import('./deferred-desktop-nav');
}

function routes(Nav: typeof DeferredDesktopNav) {
  return [
    {
      path: '/',
      element: (
        <>
          <header>
            <Nav links={siteConfig.navigation} />
          </header>
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <Link to="/family-travel/">Family Travel card</Link> },
        { path: 'family-travel/', element: <h1>Family Travel page</h1> },
      ],
    },
  ];
}

afterEach(() => document.body.replaceChildren());

describe('DeferredDesktopNav', () => {
  it('renders the whole bar once its code is loaded (the server loads it first), and hydrates it without a mismatch', async () => {
    await loadDesktopNav();
    const page = serverRendered(<DeferredDesktopNav links={siteConfig.navigation} />);
    try {
      expect([...page.container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(flattenLinks(siteConfig.navigation).map((link) => link.href));
      page.hydrate();
      expect(page.mismatches).toEqual([]);
      expect(page.container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(true);
    } finally {
      page.cleanup();
    }
  });

  it('on a phone keeps the server bar without its code, and a client-side navigation is not held by it', async () => {
    await loadDesktopNav();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={createMemoryRouter(routes(DeferredDesktopNav))} />);
    document.body.append(container);
    const serverLinks = container.querySelectorAll('nav a').length;
    expect(serverLinks).toBe(flattenLinks(siteConfig.navigation).length);

    const screenSize = stubScreen(false);
    const browser = await freshBrowserCopy();
    const mismatches: unknown[] = [];
    const router = createMemoryRouter(routes(browser.DeferredDesktopNav));
    const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => mismatches.push(error) }));
    try {
      expect(mismatches).toEqual([]);
      // The server's bar is still there, not taken over (no code on a phone).
      expect(container.querySelectorAll('nav a')).toHaveLength(serverLinks);
      expect(container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(false);

      // The visitor taps a card: the next page is on screen, the bar's code still not there.
      await act(async () => screen.getByText('Family Travel card').click());
      expect(await screen.findByRole('heading', { name: 'Family Travel page' })).toBeTruthy();
      expect(screen.queryByText('Family Travel card')).toBeNull();
      expect(container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(false);

      // Widening the window past 1024 px brings the bar's code, and the bar takes over.
      await act(async () => screenSize.widen());
      await vi.waitFor(() => expect(container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(true));
      expect(container.querySelectorAll('nav a')).toHaveLength(serverLinks);
      expect(screenSize.listeners.size).toBe(0);
    } finally {
      act(() => root.unmount());
    }
  });
});
