import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import cruise from '../../page-configs/pages/landing-cruise.json';
import celebration from '../../page-configs/pages/landing-celebration.json';
import family from '../../page-configs/pages/landing-familytravel.json';
import themepark from '../../page-configs/pages/landing-themepark.json';
import { blockRegistry } from '../blocks/registry';
import type { ContentReader } from '../engine/block';
import { collectPageData } from '../engine/collect-page-data';
import { EngineProvider } from '../engine/engine-context';
import { PageSections } from '../engine/page-renderer';
import { createPageMatcher } from '../engine/routes';
import { loadPageConfigSchema } from './check-site-configs';
import { metaSources } from './meta-sources';
import { SiteSettingsProvider } from '../blocks/shared/site-settings';
import { siteConfig } from './site-config';

/**
 * A campaign landing page is one JSON file: a fifth page, written here as a config object only,
 * passes the full page-config schema and renders through the engine with the registry, with its
 * own copy, its own lead marker and the shared landing blocks. No code is added for it.
 */
const fifthLandingPage = {
  path: '/landing-ski/',
  layout: 'landing',
  meta: {
    title: 'Family Ski Vacations in Colorado | Travel N Relax',
    description: 'Lessons, rentals and slope-side condos for the whole family, planned by Denver ski specialists.',
  },
  sections: [
    { id: 'banner', type: 'landing-banner', props: { heading: 'Ski Weeks Without the Scramble', height: '500px', image: '/images/demo/ski-colorado.svg' } },
    {
      id: 'problem',
      type: 'landing-problem',
      props: { heading: 'Lift Tickets, Lessons, Rentals, Repeat', paragraphs: ['Booking a ski week for kids means a dozen reservations.'] },
    },
    { id: 'the-fix', type: 'landing-fix', props: { text: 'One advisor books the condo, the lessons and the gear.' } },
    { id: 'reviews', type: 'landing-yelp-carousel' },
    { id: 'lead-form', type: 'lead-form', props: { heading: 'Talk to a Ski Expert' } },
    { id: 'planning', type: 'planning', props: { fromContent: false, defaultHeading: 'Start Planning Your Family Adventure' } },
    { id: 'motto', type: 'motto', pageId: 2 },
    { id: 'where-to', type: 'where-to', props: { fromContent: false } },
  ],
};

/** The content the page reads: the country list and the shared motto of page 2. */
const read: ContentReader = async (call, body) => {
  if (call === 'pages/country') return { success: true, data: { countries: [{ id: 7, name: 'Norway' }] } };
  if (call === 'pages/get' && JSON.stringify(body) === '{"pageId":2}') {
    return { success: true, data: { motto: [{ id: 1, text: 'Travel Together. Relax Together.', description: 'Shared motto.' }] } };
  }
  return null;
};

async function renderConfig(config: unknown) {
  const schema = await loadPageConfigSchema();
  const page = schema.parse(config);
  const match = createPageMatcher([page])(page.path);
  if (!match) throw new Error('the page does not match its own path');
  const { fallback, sections } = await collectPageData({ match, registry: blockRegistry, metaSources, read, report: () => {} });
  const services = { registry: blockRegistry, read, metaSources, report: () => {}, dev: false };
  return renderToString(
    <StaticRouter location={page.path}>
      <SiteSettingsProvider settings={siteConfig}>
        <EngineProvider services={services}>
          <SWRConfig value={{ fallback: { ...fallback, ...sections } }}>
            <PageSections page={match.page} params={match.params} />
          </SWRConfig>
        </EngineProvider>
      </SiteSettingsProvider>
    </StaticRouter>,
  );
}

describe('landing pages are configs', () => {
  it('a fifth landing page renders from its config alone, tagged with its own marker', async () => {
    const html = await renderConfig(fifthLandingPage);
    expect(html).toContain('Ski Weeks Without the Scramble');
    // The banner's one button (spec 2: a headline and one 'Ready To Travel?' button to /go/).
    expect(html.match(/<a [^>]*href="\/go\/"[^>]*>Ready To Travel\?<\/a>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 class="hero__heading">Ski Weeks Without the Scramble<\/h1>[\s\S]*class="button button--primary landing-banner__cta"/);
    expect(html).toContain('Lift Tickets, Lessons, Rentals, Repeat');
    expect(html).toContain('The Fix');
    expect(html).toContain('Find us on Yelp');
    expect(html).toContain('Talk to a Ski Expert');
    expect(html).toMatch(/<input type="hidden" name="lead_page" value="landing-ski"\/>/);
    expect(html).toContain('action="/landing-ski/"');
    expect(html).toContain('<option value="7">Norway</option>');
    expect(html).toContain('Start Planning Your Family Adventure');
    expect(html).toContain('Travel Together. Relax Together.');
    expect(html).toContain('Where to next?');
  });

  it('the four shipped landing pages use the same blocks, each with its own marker and layout', async () => {
    const pages = [
      [cruise, 'landing-cruise', 'landing'],
      [themepark, 'landing-themepark', 'landing'],
      [celebration, 'landing-celebration', 'landing'],
      [family, 'landing-familytravel', 'landing-family'],
    ] as const;
    for (const [config, marker, layout] of pages) {
      expect(config.layout).toBe(layout);
      const html = await renderConfig(config);
      expect(html).toContain(`name="lead_page" value="${marker}"`);
      expect(html).toContain('Find us on Yelp');
      expect(html).toContain('The Fix');
      expect(html).toContain('Start Planning Your Family Adventure');
    }
    expect(family.sections.map((s) => s.type)).toContain('landing-story');
  });

  it('refuses a config with a misspelt prop or an unknown block, as the config check does', async () => {
    const schema = await loadPageConfigSchema();
    const misspelt = { ...fifthLandingPage, sections: [{ id: 'banner', type: 'landing-banner', props: { height: '400px' } }] };
    expect(schema.safeParse(misspelt).success).toBe(false);
    const unknown = { ...fifthLandingPage, sections: [{ id: 'x', type: 'landing-hero-of-doom' }] };
    expect(schema.safeParse(unknown).success).toBe(false);
  });
});
