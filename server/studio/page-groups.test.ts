import { describe, expect, it } from 'vitest';
import { groupPages, showPage, specialtyPaths, type ListedPage } from './page-groups';

const page = (path: string, title: string, sectionTypes: string[] = ['static-text']): ListedPage => ({ name: path.replace(/\W+/g, '-'), path, title, sectionTypes });
const site = {
  navigation: [
    { label: 'Home', href: '/' },
    { label: 'Our Specialties', href: '/services/', children: [{ label: 'Honeymoon', href: '/honeymoon/' }, { label: 'Theme Park', href: '/disney-vacations/', children: [{ label: 'Universal', href: '/universal-studios-vacations/' }] }] },
  ],
};

describe('the studio pages list', () => {
  it('reads the specialties from the "Our Specialties" menu, nested entries included', () => {
    expect([...specialtyPaths(site)].sort()).toEqual(['/disney-vacations/', '/honeymoon/', '/services/', '/universal-studios-vacations/']);
    expect([...specialtyPaths(undefined)]).toEqual(['/services/']);
  });

  it('groups landing pages, specialties (menu or themed structure), places and the rest, by title', () => {
    const groups = groupPages(
      [
        page('/landing-cruise/', 'Family Cruises Planned for You | Travel N Relax Denver'),
        page('/honeymoon/', 'Honeymoon Planning | Travel N Relax'),
        page('/wedding-guest-travel/', 'Destination Wedding Guests | Travel N Relax', ['hero-banner', 'page-status', 'introduction']),
        page('/country/:id/', 'Explore Destination | Travel N Relax'),
        page('/month/', 'Where to Travel Each Month | Travel N Relax'),
        page('/', 'Travel N Relax | Denver', ['hero-banner', 'page-status', 'intro', 'introduction']),
        page('/:slug/', 'Travel Blog | Travel N Relax'),
      ],
      site,
    );
    expect(groups.map((group) => [group.title, group.pages.map((p) => p.title)])).toEqual([
      ['Landing pages', ['Family Cruises Planned for You']],
      ['Specialties', ['Destination Wedding Guests', 'Honeymoon Planning']],
      ['Places', ['Explore Destination (each country)', 'Where to Travel Each Month']],
      ['Other pages', ['Home page', 'Travel Blog (each blog post)']],
    ]);
  });

  it('shows a visitor address, and words for a page made for many addresses', () => {
    const specialties = specialtyPaths(site);
    expect(showPage(page('/honeymoon/', 'Honeymoon Planning | Travel N Relax'), specialties).address).toBe('/honeymoon/');
    const blog = showPage(page('/:slug/', 'Travel Blog | Travel N Relax'), specialties);
    expect(blog).toMatchObject({ title: 'Travel Blog (each blog post)', address: 'One design for each blog post, at addresses like /the-post-name/' });
    const unknown = showPage(page('/trips/:tripId/', 'Trip | Travel N Relax'), specialties);
    expect(unknown.address).toBe('One design for each of its addresses, at addresses like /trips/…/');
    expect(JSON.stringify([blog, unknown])).not.toContain('/:');
  });

  it('filters by title, ignoring case and spaces around the query', () => {
    const pages = [page('/landing-cruise/', 'Family Cruises | X'), page('/ocean-cruise/', 'Ocean Cruises | X'), page('/go/', 'Contact Us | X')];
    expect(groupPages(pages, site, '  CRUISE ').flatMap((group) => group.pages.map((p) => p.name))).toEqual(['-landing-cruise-', '-ocean-cruise-']);
    expect(groupPages(pages, site, 'zebra')).toEqual([]);
  });
});
