// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CollapsibleGroup } from './collapsible-group';
import { MobileNavList } from './mobile-nav-list';
import { siteConfig } from './site-config';

describe('CollapsibleGroup', () => {
  it('starts collapsed, expands and collapses on its button, and says so with aria-expanded', async () => {
    const user = userEvent.setup();
    render(
      <CollapsibleGroup label="Our Specialties">
        <a href="/family-travel/">Family Travel</a>
      </CollapsibleGroup>,
    );
    const toggle = screen.getByRole('button', { name: 'Our Specialties' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Family Travel' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(within(panel!).getByRole('link', { name: 'Family Travel' }).getAttribute('href')).toBe('/family-travel/');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Family Travel' })).toBeNull();
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <CollapsibleGroup label="Theme Park Vacation">
        <a href="/disney-vacations/">Disney</a>
      </CollapsibleGroup>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Theme Park Vacation' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Theme Park Vacation' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('turns its arrow with its state (data-state drives the rotation)', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CollapsibleGroup label="Plans">
        <a href="/month/">Month</a>
      </CollapsibleGroup>,
    );
    const group = container.querySelector('.collapsible-group');
    expect(group?.getAttribute('data-state')).toBe('closed');
    expect(group?.querySelector('.collapsible-group__arrow')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Plans' }));
    expect(group?.getAttribute('data-state')).toBe('open');
  });
});

describe('MobileNavList from site.json', () => {
  const renderList = () =>
    render(
      <MemoryRouter>
        <MobileNavList links={siteConfig.navigation} />
      </MemoryRouter>,
    );

  it('shows the top level with Our Specialties, About Us and Plans as collapsed groups', () => {
    renderList();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog/');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/go/');
    for (const name of ['Our Specialties submenu', 'About Us', 'Plans']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.queryByRole('button', { name: 'Theme Park Vacation' })).toBeNull();
  });

  it('opens Our Specialties, then the nested Theme Park group, each on its own', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getByRole('link', { name: 'Our Specialties' }).getAttribute('href')).toBe('/services/');
    await user.click(screen.getByRole('button', { name: 'Our Specialties submenu' }));
    expect(screen.getByRole('link', { name: 'Destination Wedding' }).getAttribute('href')).toBe('/destinetion-wedding/');
    expect(screen.getByRole('link', { name: 'Ski Vacation' }).getAttribute('href')).toBe('/colorado-ski-vacations/');

    const themePark = screen.getByRole('button', { name: 'Theme Park Vacation' });
    expect(themePark.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Disney' })).toBeNull();
    await user.click(themePark);
    expect(themePark.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Disney' }).getAttribute('href')).toBe('/disney-vacations/');
    expect(screen.getByRole('link', { name: 'Universal Studios' }).getAttribute('href')).toBe('/universal-studios-vacations/');
    // The other groups did not move.
    expect(screen.getByRole('button', { name: 'About Us' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('CollapsibleGroup, native (the no-script menu)', () => {
  it('is a <details> whose <summary> carries the label, with its links in the HTML while closed', () => {
    const { container } = render(
      <CollapsibleGroup label="Plans" native>
        <a href="/destinations/">Destination</a>
      </CollapsibleGroup>,
    );
    const details = container.querySelector('details.collapsible-group');
    expect(details?.hasAttribute('open')).toBe(false);
    expect(details?.querySelector(':scope > summary')?.textContent).toBe('Plans');
    expect(details?.querySelector('a')?.getAttribute('href')).toBe('/destinations/');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
