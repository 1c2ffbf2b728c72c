import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import rawSite from '../../page-configs/site.json';
import { formatProblem, type ConfigFile } from '../engine/config-check';
import { checkAllSiteConfigs, configWarnings } from './check-site-configs';
import { linkKindProblem } from '../engine/link-kinds';

const json = (value: unknown) => JSON.stringify(value, null, 2);
const pageFile = (name: string, path: string, sections: unknown[]): ConfigFile => ({
  file: `page-configs/pages/${name}.json`,
  text: json({ $schema: '../page-config.schema.json', path, pageId: 2, meta: { source: 'page', title: 'A page' }, sections }),
});
const site: ConfigFile = { file: 'page-configs/site.json', text: json(rawSite) };
const familyWith = (buttonLink: string) =>
  pageFile('family-travel', '/family-travel/', [{ id: 'where-to', type: 'where-to', props: { buttonLink } }]);
const go = pageFile('go', '/go/', [{ id: 'motto', type: 'motto' }]);

/** Every page the real site.json links to exists in the real configs: check against all of them. */
const problemsOf = async (buttonLink: string) => {
  const { configFiles } = await import('./check-site-configs');
  const pages = [...configFiles.pages.filter((p) => !['page-configs/pages/family-travel.json', 'page-configs/pages/go.json'].includes(p.file)), familyWith(buttonLink), go];
  return (await checkAllSiteConfigs({ files: { pages, site: [site] } })).filter((p) => p.file === 'page-configs/pages/family-travel.json').map(formatProblem);
};

describe('the kinds of link a config may hold (issue 25)', () => {
  it.each([
    ['//evil.example/x', /points at another site/],
    ['javascript:alert(document.cookie)', /is not allowed/],
    ['data:text/html,<script>alert(1)</script>', /is not allowed/],
    ['http://evil.example/phish', /is not allowed/],
    ['JavaScript:alert(1)', /is not allowed/],
    ['/\\evil.example', /is not allowed/],
    ['ftp://files.example/x', /is not allowed/],
  ])('refuses %j in a page config, with its file, line and JSON path', async (href, message) => {
    const problems = (await problemsOf(href)).filter((p) => /is not allowed|another site/.test(p));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^page-configs\/pages\/family-travel\.json:\d+:\d+: \$\.sections\[0\]\.props\.buttonLink: /);
    expect(problems[0]).toMatch(message);
  });

  it('accepts site paths, https:, mailto: and tel:', async () => {
    for (const href of ['/go/', 'https://www.visitgreece.gr/', 'mailto:info@travelnrelax.com', 'tel:+13035550148']) expect(linkKindProblem(href), href).toBeUndefined();
    expect(await problemsOf('/go/')).toEqual([]);
  });

  it('refuses a bad link in site.json too', async () => {
    const bad: ConfigFile = { file: 'page-configs/site.json', text: json({ ...rawSite, readyToTravel: { ...rawSite.readyToTravel, href: '//evil.example/' } }) };
    const { configFiles } = await import('./check-site-configs');
    const problems = (await checkAllSiteConfigs({ files: { pages: configFiles.pages, site: [bad] } })).map(formatProblem);
    expect(problems.some((p) => p.includes('$.readyToTravel.href') && p.includes('points at another site'))).toBe(true);
  });

  it('warns, without failing, about each page link to another site', () => {
    const warnings = configWarnings({ pages: [familyWith('https://travelnrelax-login.example/account')], site: [site] }).map(formatProblem);
    expect(warnings).toEqual([expect.stringMatching(/buttonLink: links to another site: travelnrelax-login\.example/)]);
  });
  it.each([
    ['//evil.example/x', /points at another site/],
    ['javascript:alert(1)', /is not allowed/],
    ['/go', /is not canonical/],
  ])("refuses %j in an experiment variant's props (issue 38): what every new visitor of that variant would get", async (href, message) => {
    const { configFiles } = await import('./check-site-configs');
    const landing = configFiles.pages.find((p) => p.file === 'page-configs/pages/landing-familytravel.json');
    const config = z.looseObject({ experiment: z.looseObject({ variants: z.array(z.looseObject({ props: z.record(z.string(), z.record(z.string(), z.unknown())).optional() })) }) }).parse(JSON.parse(landing?.text ?? '{}'));
    const variant = config.experiment.variants[1];
    if (!variant) throw new Error('the landing page has no variant to change');
    variant.props = { ...variant.props, 'where-to': { ...variant.props?.['where-to'], buttonLink: href } };
    const changed: ConfigFile = { file: 'page-configs/pages/landing-familytravel.json', text: json(config) };
    const pages = [...configFiles.pages.filter((p) => p.file !== changed.file), changed];
    const problems = (await checkAllSiteConfigs({ files: { pages, site: [site] } })).filter((p) => p.file === changed.file).map(formatProblem);
    expect(problems).toEqual([expect.stringMatching(/\$\.experiment\.variants\[1\]\.props\.where-to\.buttonLink: /)]);
    expect(problems[0]).toMatch(message);
  });
});
