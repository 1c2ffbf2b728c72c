import { describe, expect, it } from 'vitest';
import { flattenLinks, isExternalHref, submenuEntries } from './nav-links';
import { siteConfig } from './site-config';
import { specCountryNavigation, specMainNavigation, specSafariNavigation } from './spec-navigation-table';

/** What a visitor can reach, labelled as the spec labels it (a parent with a page of its own is a link itself). */
function reachable(links: typeof siteConfig.navigation): [string, string][] {
  return flattenLinks(links).map((link) => [link.label, link.href]);
}

describe('site.json navigation trees', () => {
  it('the standard header reaches every entry of the spec navigation table, in its order', () => {
    expect(reachable(siteConfig.navigation)).toEqual(specMainNavigation);
  });

  it('the safari bar has the same paths under its own labels', () => {
    expect(reachable(siteConfig.headerVariants.safari.navigation)).toEqual(specSafariNavigation);
  });

  it('the country top navigation is HOME, DESTINATION, EXPERIENCES, CONTACT US', () => {
    expect(reachable(siteConfig.headerVariants.country.navigation)).toEqual(specCountryNavigation);
  });

  it('nests Theme Park Vacation (Disney, Universal Studios) inside Our Specialties', () => {
    const specialties = siteConfig.navigation.find((link) => link.label === 'Our Specialties');
    const themePark = specialties?.children?.find((link) => link.label === 'Theme Park Vacation');
    expect(themePark?.children?.map((link) => link.label)).toEqual(['Disney', 'Universal Studios']);
  });
});

describe('submenuEntries', () => {
  const children = [{ label: 'Family Travel', href: '/family-travel/' }];

  it('is the children where the parent label is a link to its page (the menu bar and the scripted mobile menu)', () => {
    expect(submenuEntries({ label: 'Our Specialties', href: '/services/', overviewLabel: 'All Specialties', children })).toEqual(children);
  });

  it('leads with the overview link where the parent label cannot be a link and its page is not among its children', () => {
    expect(
      submenuEntries({ label: 'Our Specialties', href: '/services/', overviewLabel: 'All Specialties', children }, { parentLabelIsLink: false }),
    ).toEqual([{ label: 'All Specialties', href: '/services/' }, ...children]);
  });

  it('lists Our Specialties itself as a link to /services/, before its children', () => {
    const specialties = siteConfig.navigation.filter((link) => link.label === 'Our Specialties');
    expect(flattenLinks(specialties).slice(0, 2)).toEqual([
      { label: 'Our Specialties', href: '/services/' },
      { label: 'Family Travel', href: '/family-travel/' },
    ]);
  });

  it('adds nothing when a child already links to the parent page, or no overview label is set', () => {
    const aboutChildren = [{ label: 'Our Team', href: '/about-our-travel-agency/' }];
    expect(
      submenuEntries({ label: 'About Us', href: '/about-our-travel-agency/', overviewLabel: 'About', children: aboutChildren }, { parentLabelIsLink: false }),
    ).toEqual(aboutChildren);
    expect(submenuEntries({ label: 'Plans', href: '/month/', children })).toEqual(children);
  });
});

describe('isExternalHref', () => {
  it('tells URLs from site paths', () => {
    expect(isExternalHref('https://www.yelp.com/biz/x')).toBe(true);
    expect(isExternalHref('/go/')).toBe(false);
  });
});
