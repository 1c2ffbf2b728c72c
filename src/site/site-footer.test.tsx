// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { regionsAnswer, regionsFallback, regionsHandler, renderChrome } from './chrome-test-utils';
import { SiteFooter } from './site-footer';
import { specFooterBottomLinks, specFooterGroups, specSocialNetworks } from './spec-navigation-table';

const server = setupServer(regionsHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const footer = () => screen.getByRole('contentinfo');

describe('SiteFooter', () => {
  it('lists every group of the spec with its paths, in order', () => {
    renderChrome(<SiteFooter />, { fallback: regionsFallback() });
    const nav = within(footer()).getByRole('navigation', { name: 'Footer' });
    for (const [title, hrefs] of Object.entries(specFooterGroups)) {
      const heading = within(nav).getByRole('heading', { name: title });
      const list = heading.parentElement!.querySelector('ul')!;
      expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(hrefs);
    }
    expect(within(nav).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/go/');
  });

  it("has the bottom links ('Terms & Conditions' to /terms-of-use/) and the copyright line", () => {
    renderChrome(<SiteFooter />, { fallback: regionsFallback() });
    const legal = within(footer()).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(specFooterBottomLinks);
    expect(within(footer()).getByText(/© \d{4} Travel N Relax\. All rights reserved\./)).toBeTruthy();
  });

  it('links the phone with tel: and the e-mail with mailto:', () => {
    renderChrome(<SiteFooter />, { fallback: regionsFallback() });
    expect(within(footer()).getByRole('link', { name: '(303) 555-0148' }).getAttribute('href')).toBe('tel:+13035550148');
    expect(within(footer()).getByRole('link', { name: 'hello@travelnrelax.example' }).getAttribute('href')).toBe(
      'mailto:hello@travelnrelax.example',
    );
  });

  it('has the six social profiles, each in a new tab, safely, with its name', () => {
    renderChrome(<SiteFooter />, { fallback: regionsFallback() });
    for (const network of specSocialNetworks) {
      const link = within(footer()).getByRole('link', { name: new RegExp(`on ${network} \\(opens in a new tab\\)`) });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('shows a grid of 6 recent-trip images with alt text and sizes, loaded lazily', () => {
    renderChrome(<SiteFooter />, { fallback: regionsFallback() });
    const trips = within(footer()).getByRole('heading', { name: 'Recent Trips' }).parentElement!;
    const images = within(trips).getAllByRole('img');
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image.getAttribute('width')).toBeTruthy();
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });
});

describe('Choose Region', () => {
  it('lists the regions the API returns, starting on the first, and follows a pick', async () => {
    const user = userEvent.setup();
    renderChrome(<SiteFooter />);
    const select = await screen.findByLabelText<HTMLSelectElement>('Choose Region');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(
      regionsAnswer.data.regions.map((region) => region.regionTitle),
    );
    expect(select.value).toBe('7');
    expect(select.selectedOptions[0]?.textContent).toBe('Rocky Mountains');

    await user.selectOptions(select, 'East Africa');
    expect(select.value).toBe('9');
  });

  it('renders from the server-embedded answer on the first render', () => {
    server.use(regionsHandler());
    renderChrome(<SiteFooter />, { fallback: regionsFallback() });
    const select = screen.getByLabelText<HTMLSelectElement>('Choose Region');
    expect(select.selectedOptions[0]?.textContent).toBe('Rocky Mountains');
  });

  it('is left out when the regions call fails (the failure is only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(regionsHandler({ success: false, message: 'nope', data: 'not regions' }));
    renderChrome(<SiteFooter />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByLabelText('Choose Region')).toBeNull();
    warn.mockRestore();
  });
});
