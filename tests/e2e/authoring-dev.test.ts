import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copyProject, fetchHtml, startDev, type DevServer, type TempProject } from './authoring-temp-project';
import { launchBrowser, watchConsole } from './support/browser';
import { reachSection } from './support/sections';

/**
 * `npm run dev` in a temporary copy of the project: a page config saved while the page is open
 * changes the page without a restart; an invalid config shows its problems instead of the page;
 * the block catalogue and the section outlines are there.
 */
const configFile = 'page-configs/pages/authoring-live.json';

const liveConfig = (sections: unknown[]) =>
  `${JSON.stringify(
    {
      $schema: '../page-config.schema.json',
      path: '/authoring-live/',
      pageId: 2,
      layout: 'standard',
      meta: { source: 'page', title: 'Live editing | Travel N Relax' },
      sections,
    },
    null,
    2,
  )}\n`;

const motto = { id: 'motto', type: 'motto' };
const whereTo = (heading: string) => ({
  id: 'call-to-action',
  type: 'where-to',
  props: { heading, text: 'Edited live', fromContent: false },
});

describe('authoring: npm run dev', () => {
  let project: TempProject;
  let dev: DevServer;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    project = copyProject();
    dev = await startDev(project);
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    project?.remove();
  });

  it('serves a page config added while it runs', async () => {
    project.write(configFile, liveConfig([motto, whereTo('First heading')]));
    await expect.poll(async () => (await fetchHtml(`${dev.url}/authoring-live/`)).status, { timeout: 30_000 }).toBe(200);
    await page.goto(`${dev.url}/authoring-live/`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('.where-to__heading').textContent()).toBe('First heading');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // Hydrated without a warning (React's dev build reports any difference from the server's HTML).
    await page.waitForTimeout(500);
    expect(problems.join('\n')).toBe('');
  });

  it("has the blocks' libraries bundled before a page asks for them: a carousel page opened first is not reloaded", async () => {
    // Vite's list of what it pre-bundled, read before any page with a carousel or a date picker
    // was opened: a library missing there is bundled when a page first asks for it, and Vite then
    // reloads that page under the visitor (react-multi-carousel did, on the first carousel page).
    const metadata = join(project.dir, '.vite-cache', 'deps', '_metadata.json');
    await expect.poll(() => existsSync(metadata), { timeout: 30_000 }).toBe(true);
    const optimized = Object.keys(z.object({ optimized: z.record(z.string(), z.unknown()) }).parse(JSON.parse(readFileSync(metadata, 'utf8'))).optimized);
    expect(optimized).toEqual(expect.arrayContaining(['react-multi-carousel', 'react-day-picker', '@radix-ui/react-dialog', '@radix-ui/react-navigation-menu']));

    const visitor = await page.context().newPage();
    await visitor.goto(`${dev.url}/testimonials/`, { waitUntil: 'load' });
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Testimonials');
    // The carousel's code has run: its library was loaded, and nothing was bundled for it.
    await reachSection(visitor.locator('[data-section-id="testimonials"]'));
    await visitor.close();
    expect(dev.logs.filter((line) => /optimized dependencies changed|reloading/.test(line))).toEqual([]);
  });

  it('updates the open page when the config is saved: new prop, then sections reordered', async () => {
    project.write(configFile, liveConfig([motto, whereTo('Second heading')]));
    // Each edit waits for the reloaded page to hydrate: a save while the page still hydrates
    // would meet server HTML of one config with the browser's copy of the next.
    await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated') && document.querySelector('.where-to__heading')?.textContent === 'Second heading',
    );
    // The server renders from the new config too (the SSR module graph was invalidated).
    expect((await fetchHtml(`${dev.url}/authoring-live/`)).html).toContain('Second heading');

    project.write(configFile, liveConfig([whereTo('Second heading'), motto]));
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') &&
        [...document.querySelectorAll('[data-section-id]')].map((e) => e.getAttribute('data-section-id')).join() === 'call-to-action,motto',
    );
    // Joined, so that a failure prints the messages themselves (an array is cut short). Any
    // hydration warning fails here too: each reload hydrates the server's HTML of the new config.
    expect(problems.join('\n')).toBe('');
  });

  it('shows file, line, JSON path and message instead of the page while the config is invalid', async () => {
    const broken = liveConfig([{ id: 'motto', type: 'mottoo' }, whereTo('Second heading')]);
    project.write(configFile, broken);
    await page.waitForSelector('.config-problems');
    const line = broken.split('\n').findIndex((l) => l.includes('"mottoo"')) + 1;
    const items = await page.locator('.config-problems li').allInnerTexts();
    expect(items).toHaveLength(1);
    expect(items[0]).toContain(`${configFile}:${line}:7`);
    expect(items[0]).toContain('$.sections[0].type');
    expect(items[0]).toContain('unknown block type "mottoo"; did you mean "motto"?');
    const response = await fetchHtml(`${dev.url}/authoring-live/`);
    expect(response.status).toBe(500);

    // A JSON syntax error (a comma left out) is located too.
    const unparsable = liveConfig([motto, whereTo('Second heading')]).replace('"pageId": 2,', '"pageId": 2');
    project.write(configFile, unparsable);
    const syntaxLine = unparsable.split('\n').findIndex((l) => l.includes('"layout"')) + 1;
    await expect
      .poll(() => page.locator('.config-problems li').allInnerTexts())
      .toEqual([expect.stringContaining(`${configFile}:${syntaxLine}:3`)]);
    expect(await page.locator('.config-problems').innerText()).toContain('not valid JSON: comma expected');

    // Fixing the file brings the page back by itself.
    project.write(configFile, liveConfig([motto, whereTo('Fixed heading')]));
    await page.waitForFunction(() => document.querySelector('.where-to__heading')?.textContent === 'Fixed heading');
  });

  it('shows a broken site.json with its location, not a blank page', async () => {
    const site = project.read('page-configs/site.json');
    const broken = site.replace('"phoneHref": "tel:+13035550148"', '"phoneHref": "call us"');
    expect(broken).not.toBe(site);
    project.write('page-configs/site.json', broken);
    await page.waitForSelector('.config-problems');
    const line = broken.split('\n').findIndex((l) => l.includes('"call us"')) + 1;
    expect(await page.locator('.config-problems').innerText()).toContain(`page-configs/site.json:${line}:3`);
    expect(await page.locator('.config-problems').innerText()).toContain('$.phoneHref');
    project.write('page-configs/site.json', site);
    await page.waitForSelector('.where-to__heading');
  });

  it('outlines each section with its position, id and block type on ?outline', async () => {
    await page.goto(`${dev.url}/authoring-live/?outline`, { waitUntil: 'load' });
    const label = (id: string) =>
      page.evaluate((sectionId) => {
        const element = document.querySelector(`[data-section-id="${sectionId}"]`);
        return element ? getComputedStyle(element, '::before').content : 'missing';
      }, id);
    // The position is a CSS counter (drawn, not readable from the DOM); the id and type are text.
    await expect.poll(() => label('call-to-action')).toBe('counter(page-section) ". call-to-action · where-to"');
    expect(await label('motto')).toBe('counter(page-section) ". motto · motto"');
    await page.screenshot({ path: '.tmp/authoring-outline.png' });

    await page.goto(`${dev.url}/authoring-live/`, { waitUntil: 'load' });
    expect(await label('motto')).toBe('none');
  });

  it('renders every block of src/blocks at the chosen width on /__blocks', async () => {
    const blockTypes = readdirSync(`${project.dir}/src/blocks`).filter((name) => existsSync(`${project.dir}/src/blocks/${name}/index.ts`));
    // Frames load lazily (dozens of blocks in dev mode): the page itself is ready at once.
    await page.goto(`${dev.url}/__blocks?width=390`, { waitUntil: 'domcontentloaded' });
    const frames = page.locator('iframe.block-gallery__frame');
    expect(await frames.count()).toBe(blockTypes.length);
    expect(await page.locator('.block-gallery__item h2').allInnerTexts()).toEqual([...blockTypes].sort());
    expect(await frames.first().getAttribute('width')).toBe('390');
    await page.locator('#motto iframe').scrollIntoViewIfNeeded();
    const motto = page.frameLocator('#motto iframe');
    await expect.poll(() => motto.locator('.motto__title').textContent()).toBe('Travel is the only thing you buy that makes you richer');
    await page.screenshot({ path: '.tmp/authoring-blocks-390.png' });
    const frameWidth = await page.locator('#motto iframe').evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.innerWidth);
    expect(frameWidth).toBe(390);
  });
});
