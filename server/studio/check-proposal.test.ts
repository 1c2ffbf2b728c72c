import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ContentReader } from '../../src/engine/block';
import { isContentCallName } from '../../src/content/contract/calls';
import { docKey } from '../content-source/doc-key';
import { seedDocuments } from '../db/seed';
import { checkAllSiteConfigs } from '../../src/site/check-site-configs';
import { checkProposal } from './check-proposal';
import { createPageConfigFiles } from './page-config-files';
import { marketerWording } from './marketer-wording';

const FILE = 'page-configs/pages/landing-cruise.json';

/** The demo content as the embedded store answers it (as `check:configs` reads it). */
const byKey = new Map(seedDocuments.map((d) => [`${d.call} ${d.key}`, d.body]));
const demoContent: ContentReader = async (call, body) => {
  if (!isContentCallName(call)) return null;
  const record = body && typeof body === 'object' ? Object.fromEntries(Object.entries(body)) : {};
  return byKey.get(`${call} ${docKey(call, record)}`) ?? null;
};
const cruise = () => JSON.parse(readFileSync(FILE, 'utf8'));

/** The studio's problems for a proposed landing-cruise config, checked exactly as `check:configs` would. */
const problemsOf = (config: unknown) =>
  checkProposal({ files: createPageConfigFiles('page-configs'), file: FILE, config, check: checkAllSiteConfigs, read: demoContent });

describe('the studio words the config check for a marketer', () => {
  it('names a broken link by what a visitor would miss, never the route pattern or the demo content', async () => {
    const config = cruise();
    config.sections[7].props.buttonLink = '/no-such-page/';
    config.sections[4].props.buttonLink = '/blgo/';
    const problems = await problemsOf(config);
    expect(problems.map((p) => [p.sectionId, p.field, p.message])).toEqual(
      expect.arrayContaining([
        ['where-to', 'buttonLink', 'the link "/no-such-page/" leads to no page of the site'],
        ['lead-form', 'buttonLink', 'the link "/blgo/" leads to no page of the site; did you mean "/blog/"?'],
      ]),
    );
    expect(JSON.stringify(problems.map((p) => p.message))).not.toMatch(/\/:|demo content|route|page-configs|buttonLink/);
  });

  it('names a setting by its label, an empty text and a second H1 in the settings panel\'s words', async () => {
    const config = cruise();
    config.sections[1].props.headline = 'A typo for heading';
    config.sections[0].props.heading = '';
    config.sections.push({ id: 'terms', type: 'static-text', props: { heading: 'Terms', headingLevel: 1, parts: [] } });
    const messages = (await problemsOf(config)).map((p) => [p.sectionId, p.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['problem', '"Headline" is not a setting of this block; did you mean "Heading"?'],
        ['terms', 'a second main heading (H1) on the page: section 1 above already shows the page\'s main heading, and a page has one. Choose "Heading 2: a section heading" as its Heading level.'],
      ]),
    );
    // The CLI keeps its developer wording with file and line.
    const cli = await checkAllSiteConfigs({ files: { pages: [{ file: FILE, text: JSON.stringify(config, null, 2) }], site: [] } });
    expect(cli.map((p) => p.message)).toContain('unknown prop "headline" for block "landing-problem"; did you mean "heading"?');
  });

  it('turns the schema\'s messages into the settings panel\'s words', () => {
    expect(marketerWording('Too small: expected string to have >=1 characters')).toBe('cannot be empty: fill it in');
    expect(marketerWording('Too big: expected number to be <=5')).toBe('can be at most 5');
    expect(marketerWording('Invalid input: expected string, received undefined')).toBe('is missing: fill it in');
    expect(marketerWording('Invalid input: expected boolean, received string')).toBe('must be a yes or no');
    expect(marketerWording('Invalid option: expected one of "x"|"y"')).toBe('must be one of the choices offered');
    expect(marketerWording('Unrecognized key: "buttonLnk"')).toBe('"Button lnk" is not a setting of this block');
    expect(marketerWording('Too small: expected array to have >=1 items')).toBe('needs at least 1 item');
  });

  it('checks a proposal that starts an experiment (the studio\'s "Test as a variant"): its variant\'s links and texts like an edit of the page (issue 38)', async () => {
    const withVariant = (props: Record<string, Record<string, unknown>>) => ({
      ...cruise(),
      experiment: {
        id: 'landing-cruise-test',
        start: '2026-11-28',
        end: '2026-12-28',
        goal: 'lead-form',
        variants: [
          { id: 'control', weight: 50 },
          { id: 'variant-b', weight: 50, sections: ['banner', 'lead-form', 'problem', 'the-fix', 'reviews', 'planning', 'motto', 'where-to'], props },
        ],
      },
    });
    expect(await problemsOf(withVariant({ problem: { heading: 'Fewer Ships, More Fun' } }))).toEqual([]);
    const problems = await problemsOf(withVariant({ 'lead-form': { buttonLink: '//evil.example/x' } }));
    expect(problems.map((p) => [p.sectionId, p.sectionIndex, p.field, p.message])).toEqual([
      ['lead-form', 4, 'buttonLink', 'in the variant "variant-b": link "//evil.example/x" points at another site: write "/…" for a page of this site or "https://…" for another site'],
    ]);
    // What the request adds must be finished in a variant too: no placeholder words a visitor of the variant would read.
    const content = { render: async () => undefined, fetchSite: () => new Response(null, { status: 404 }) };
    const unfinished = await checkProposal({ files: createPageConfigFiles('page-configs'), file: FILE, config: withVariant({ problem: { heading: 'New section heading' } }), check: checkAllSiteConfigs, read: demoContent, content });
    expect(unfinished.map((p) => [p.sectionId, p.field, p.message])).toEqual([
      ['problem', 'heading', 'in the variant "variant-b": still says "New section heading", the words a new section starts with: write what visitors should read.'],
    ]);
  });
});
