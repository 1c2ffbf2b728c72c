import type { SiteSettings } from './site-settings';

/** Site settings for component tests of blocks (renderBlock's default): the shape of site.json. */
export const testSiteSettings: SiteSettings = {
  name: 'Travel N Relax',
  logo: { src: '/images/icons/logo.svg', alt: 'Travel N Relax home', width: 180, height: 48 },
  phone: '(303) 555-0148',
  phoneHref: 'tel:+13035550148',
  email: 'hello@travelnrelax.example',
  address: { street: '1550 Wewatta Street, Suite 200', city: 'Denver', region: 'CO', postalCode: '80202', country: 'US' },
  officeHours: {
    contact: ['Monday to Friday: 9AM-10PM', 'Saturday and Sunday: Closed', 'Excluding national holidays'],
    customerService: 'Monday-Friday 9:00 AM-5:00 PM (MST)',
  },
  social: [
    { network: 'facebook', label: 'Travel N Relax on Facebook', href: 'https://www.facebook.com/travelnrelax' },
    { network: 'instagram', label: 'Travel N Relax on Instagram', href: 'https://www.instagram.com/travelnrelax' },
    { network: 'linkedin', label: 'Travel N Relax on LinkedIn', href: 'https://www.linkedin.com/company/travelnrelax' },
    { network: 'twitter', label: 'Travel N Relax on Twitter', href: 'https://twitter.com/travelnrelax' },
    { network: 'youtube', label: 'Travel N Relax on YouTube', href: 'https://www.youtube.com/@travelnrelax' },
    { network: 'yelp', label: 'Travel N Relax on Yelp', href: 'https://www.yelp.com/biz/travel-n-relax-denver' },
  ],
  readyToTravel: { label: 'Ready To Travel?', href: '/go/' },
  defaults: {
    heroHeading: "Denver's Top Rated Family Travel Agency",
    images: {
      package: '/images/fallback/package.svg',
      blog: '/images/fallback/blog.svg',
      profile: '/images/fallback/profile.svg',
      advisor: '/images/fallback/advisor.svg',
      motto: '/images/fallback/motto-background.svg',
      banner: '/images/fallback/banner.svg',
    },
  },
};
