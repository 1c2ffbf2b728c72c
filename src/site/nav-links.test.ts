import { describe, expect, it } from 'vitest';
import { flattenLinks, isExternalHref, submenuEntries } from './nav-links';
import { siteConfig } from './site-config';
import { specCountryNavigation, specMainNavigation, specSafariNavigation } from './spec-navigation-table';

/** What a visitor can reach, labelled as the spec labels it: an overview link stands for its parent. */
function reachable(links: typeof siteConfig.navigation): [string, string][] {
  const overviewOf = new Map(links.filter((l) => l.overviewLabel).map((l) => [l.overviewLabel!, l.label]));
  return flattenLinks(links).map((link) => [overviewOf.get(link.label) ?? link.label, link.href]);
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

  it('leads with the overview link when the parent page is not among its children', () => {
    expect(submenuEntries({ label: 'Our Specialties', href: '/services/', overviewLabel: 'All Specialties', children })).toEqual([
      { label: 'All Specialties', href: '/services/' },
      ...children,
    ]);
  });

  it('adds nothing when a child already links to the parent page, or no overview label is set', () => {
    const aboutChildren = [{ label: 'Our Team', href: '/about-our-travel-agency/' }];
    expect(submenuEntries({ label: 'About Us', href: '/about-our-travel-agency/', overviewLabel: 'About', children: aboutChildren })).toEqual(
      aboutChildren,
    );
    expect(submenuEntries({ label: 'Plans', href: '/month/', children })).toEqual(children);
  });
});

describe('isExternalHref', () => {
  it('tells URLs from site paths', () => {
    expect(isExternalHref('https://www.yelp.com/biz/x')).toBe(true);
    expect(isExternalHref('/go/')).toBe(false);
  });
});
