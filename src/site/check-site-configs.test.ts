import { describe, expect, it } from 'vitest';
import rawSite from '../../page-configs/site.json';
import { formatProblem, type ConfigFile } from '../engine/config-check';
import { checkAllSiteConfigs, checkSiteConfigs } from './check-site-configs';

/** In-memory configs: every test names its file and finds the expected line in the text. */
const json = (value: unknown) => JSON.stringify(value, null, 2);
const lineOf = (file: ConfigFile, needle: string) => {
  const index = file.text.indexOf(needle);
  if (index < 0) throw new Error(`"${needle}" is not in ${file.file}`);
  return file.text.slice(0, index).split('\n').length;
};

const page = (path: string, sections: unknown[], extra: Record<string, unknown> = {}) => ({
  $schema: '../page-config.schema.json',
  path,
  pageId: 2,
  meta: { source: 'page', title: 'A page' },
  sections,
  ...extra,
});

const pageFile = (name: string, value: unknown): ConfigFile => ({ file: `page-configs/pages/${name}.json`, text: json(value) });

const familyTravel = pageFile(
  'family-travel',
  page('/family-travel/', [
    { id: 'motto', type: 'motto' },
    { id: 'where-to', type: 'where-to', props: { buttonLink: '/go/' } },
  ]),
);
const go = pageFile('go', page('/go/', [{ id: 'motto', type: 'motto' }], { pageId: 19 }));
const home = pageFile('home', page('/', [{ id: 'motto', type: 'motto' }], { pageId: 1 }));

/** site.json with links only to the pages above, so each test adds exactly one mistake. */
const siteWith = (changes: Record<string, unknown> = {}): ConfigFile => ({
  file: 'page-configs/site.json',
  text: json({
    ...rawSite,
    $schema: './site.schema.json',
    navigation: [
      { label: 'Home', href: '/' },
      { label: 'Family', href: '/family-travel/', children: [{ label: 'Contact', href: '/go/' }] },
    ],
    readyToTravel: { label: 'Ready To Travel?', href: '/go/' },
    footer: { ...rawSite.footer, groups: [{ title: 'Help', links: [{ label: 'Contact', href: '/go/' }] }], bottomLinks: [] },
    redirects: [{ from: '/home', to: '/', reason: 'old link' }],
    headerVariants: Object.fromEntries(
      Object.entries(rawSite.headerVariants).map(([name, variant]) => [name, { ...variant, navigation: [{ label: 'Home', href: '/' }] }]),
    ),
    ...changes,
  }),
});

const files = (pages: ConfigFile[], site = siteWith()) => ({ pages, site: [site] });
const demoPageIds = new Set([1, 2, 19]);

describe('checkAllSiteConfigs', () => {
  it('passes a consistent set of configs', async () => {
    expect((await checkAllSiteConfigs({ files: files([familyTravel, go, home]), demoPageIds })).map(formatProblem)).toEqual([]);
  });

  it('reports an unknown block type at its line, with the closest registered name', async () => {
    const bad = pageFile('x', page('/x/', [{ id: 'mot', type: 'mottto' }]));
    const problems = await checkAllSiteConfigs({ files: files([bad, familyTravel, go, home]), demoPageIds });
    expect(problems.map(formatProblem)).toEqual([
      `page-configs/pages/x.json:${lineOf(bad, '"type": "mottto"')}:7: $.sections[0].type: unknown block type "mottto"; did you mean "motto"?`,
    ]);
  });

  it('reports a prop the block does not declare, with the closest prop name', async () => {
    const bad = pageFile('x', page('/x/', [{ id: 'where', type: 'where-to', props: { headng: 'Hi' } }]));
    const [problem, ...rest] = await checkAllSiteConfigs({ files: files([bad, familyTravel, go, home]), demoPageIds });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      file: 'page-configs/pages/x.json',
      line: lineOf(bad, '"headng"'),
      path: '$.sections[0].props.headng',
      message: 'unknown prop "headng" for block "where-to"; did you mean "heading"?',
    });
  });

  it('reports a bad prop value at its line with zod\'s message', async () => {
    const bad = pageFile('x', page('/x/', [{ id: 'motto', type: 'motto', props: { parallax: 4 } }]));
    const [problem] = await checkAllSiteConfigs({ files: files([bad, familyTravel, go, home]), demoPageIds });
    expect(problem).toMatchObject({ line: lineOf(bad, '"parallax"'), path: '$.sections[0].props.parallax' });
    expect(problem?.message).toMatch(/<=1/);
  });

  it('reports an experiment whose goal is not a form, and an experiment id two pages share', async () => {
    const experiment = (goal: string) => ({
      id: 'order-test',
      start: '2026-11-01',
      end: '2026-11-30',
      goal,
      variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, sections: ['form', 'motto'] }],
    });
    const sections = [{ id: 'motto', type: 'motto' }, { id: 'form', type: 'lead-form' }];
    const a = pageFile('a', page('/a/', sections, { experiment: experiment('form') }));
    const b = pageFile('b', page('/b/', sections, { experiment: experiment('motto') }));
    const problems = await checkAllSiteConfigs({ files: files([a, b, familyTravel, go, home]), demoPageIds });
    expect(problems.map(formatProblem)).toEqual([
      `page-configs/pages/b.json:${lineOf(b, '"goal"')}:5: $.experiment.goal: the goal "motto" is a motto, not a form (lead-form or enquiry-form)`,
      `page-configs/pages/b.json:${lineOf(b, '"id": "order-test"')}:5: $.experiment.id: duplicate experiment id "order-test" (also in page-configs/pages/a.json)`,
    ]);
  });

  it('reports duplicate section ids on one page', async () => {
    const bad = pageFile('x', page('/x/', [{ id: 'motto', type: 'motto' }, { id: 'motto', type: 'planning' }]));
    const [problem] = await checkAllSiteConfigs({ files: files([bad, familyTravel, go, home]), demoPageIds });
    expect(problem).toMatchObject({
      file: 'page-configs/pages/x.json',
      line: bad.text.split('\n').findLastIndex((l) => l.includes('"id": "motto"')) + 1,
      path: '$.sections[1].id',
      message: 'duplicate section id "motto" (also sections[0])',
    });
  });

  it('reports a config that does not name its JSON Schema', async () => {
    const bare = pageFile('x', page('/x/', [{ id: 'motto', type: 'motto' }], { $schema: undefined }));
    const problems = await checkAllSiteConfigs({ files: files([bare, familyTravel, go, home]), demoPageIds });
    expect(problems.map(formatProblem)).toEqual([
      'page-configs/pages/x.json:1:1: $.$schema: "$schema" should be "../page-config.schema.json", so editors complete and check this file',
    ]);
  });

  it('reports two page configs claiming one path', async () => {
    const copy = pageFile('family-travel-copy', page('/family-travel/', []));
    const problems = await checkAllSiteConfigs({ files: files([familyTravel, copy, go, home]), demoPageIds });
    expect(problems.map(formatProblem)).toEqual([
      'page-configs/pages/family-travel-copy.json:3:3: $.path: duplicate path "/family-travel/" (also in page-configs/pages/family-travel.json)',
    ]);
  });

  it('reports a link in a section prop that matches no page, suggesting the nearest page', async () => {
    const bad = pageFile('x', page('/x/', [{ id: 'where', type: 'where-to', props: { buttonLink: '/famly-travel/' } }]));
    const [problem, ...rest] = await checkAllSiteConfigs({ files: files([bad, familyTravel, go, home]), demoPageIds });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      file: 'page-configs/pages/x.json',
      line: lineOf(bad, '"buttonLink"'),
      path: '$.sections[0].props.buttonLink',
      message: 'link "/famly-travel/" matches no page and no redirect; did you mean "/family-travel/"?',
    });
  });

  it('reports a link without its trailing slash as not canonical', async () => {
    const bad = pageFile('x', page('/x/', [{ id: 'where', type: 'where-to', props: { buttonLink: '/go' } }]));
    const [problem] = await checkAllSiteConfigs({ files: files([bad, familyTravel, go, home]), demoPageIds });
    expect(problem?.message).toBe('link "/go" is not canonical: write "/go/"');
  });

  it('accepts links through a redirect, to "/" and with a hash', async () => {
    const ok = pageFile(
      'x',
      page('/x/', [
        { id: 'where', type: 'where-to', props: { buttonLink: '/home' } },
        { id: 'faq', type: 'where-to', props: { buttonLink: '/family-travel/#faq' } },
        { id: 'home', type: 'where-to', props: { buttonLink: '/' } },
      ]),
    );
    expect(await checkAllSiteConfigs({ files: files([ok, familyTravel, go, home]), demoPageIds })).toEqual([]);
  });

  it('reports broken links in site.json navigation, footer and readyToTravel', async () => {
    const site = siteWith({
      navigation: [{ label: 'Blog', href: '/blogg/', children: [{ label: 'Home', href: '/' }] }],
      readyToTravel: { label: 'Ready To Travel?', href: '/gogo/' },
    });
    const problems = await checkAllSiteConfigs({ files: files([familyTravel, go, home], site), demoPageIds });
    expect(problems.map((p) => [p.file, p.line, p.path, p.message])).toEqual([
      ['page-configs/site.json', lineOf(site, '"/blogg/"'), '$.navigation[0].href', 'link "/blogg/" matches no page and no redirect'],
      ['page-configs/site.json', lineOf(site, '"/gogo/"'), '$.readyToTravel.href', 'link "/gogo/" matches no page and no redirect; did you mean "/go/"?'],
    ]);
  });

  it('reports broken links in the header variants', async () => {
    const site = siteWith({
      headerVariants: Object.fromEntries(
        Object.entries(rawSite.headerVariants).map(([name, variant]) => [
          name,
          { ...variant, navigation: [{ label: 'Destination', href: name === 'country' ? '/destinationz/' : '/' }] },
        ]),
      ),
    });
    const problems = await checkAllSiteConfigs({ files: files([familyTravel, go, home], site), demoPageIds });
    expect(problems.map((p) => [p.line, p.path, p.message])).toEqual([
      [lineOf(site, '"/destinationz/"'), '$.headerVariants.country.navigation[0].href', 'link "/destinationz/" matches no page and no redirect'],
    ]);
  });

  it('reports a redirect whose target is no page', async () => {
    const site = siteWith({ redirects: [{ from: '/faqs', to: '/customer-service/', reason: 'help' }] });
    const [problem] = await checkAllSiteConfigs({ files: files([familyTravel, go, home], site), demoPageIds });
    expect(problem).toMatchObject({
      line: lineOf(site, '"/customer-service/"'),
      path: '$.redirects[0].to',
      message: 'redirect target "/customer-service/" matches no page',
    });
  });

  it('reports a pageId that the demo content lacks, on the page and on a section', async () => {
    const bad = pageFile('x', page('/x/', [{ id: 'motto', type: 'motto', pageId: 77 }], { pageId: 99 }));
    const problems = await checkAllSiteConfigs({ files: files([bad, familyTravel, go, home]), demoPageIds });
    expect(problems.map((p) => [p.line, p.path, p.message])).toEqual([
      [lineOf(bad, '"pageId": 99'), '$.pageId', 'pageId 99 has no page in the demo content (no "pages/get" document with key 99 in server/db/seed)'],
      [lineOf(bad, '"pageId": 77'), '$.sections[0].pageId', 'pageId 77 has no page in the demo content (no "pages/get" document with key 77 in server/db/seed)'],
    ]);
  });

  it('keeps the render check (server start) free of cross-file checks', async () => {
    const bad = pageFile('x', page('/x/', [{ id: 'where', type: 'where-to', props: { buttonLink: '/nowhere/' } }], { pageId: 99 }));
    expect(await checkSiteConfigs(files([bad]))).toEqual([]);
  });
});

describe('the committed configs', () => {
  it('pass the render check', async () => {
    expect((await checkSiteConfigs()).map(formatProblem)).toEqual([]);
  });
});
