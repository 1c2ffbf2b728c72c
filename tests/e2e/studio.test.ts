import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, runAxe, WCAG_AA_TAGS } from './a11y-support';
import { fetchHtml, startDev } from './authoring-temp-project';
import { logInToStudio } from './support/studio-login';
import { studioSiteForFile } from './support/studio-site';

/**
 * The studio (issue 18) on the built site, with its own database and a temporary copy of the
 * project whose page-configs/ the requests are made from and applied to (the repository's files
 * are never touched): login, keyboard reorder and an edit in Puck, the change request and its
 * preview, refusals naming section and field, `npm run studio:apply` with a minimal diff, and
 * the live page in the new order.
 */
const EDITOR = { name: 'ann', password: 'editor-password-123' };
const DEVELOPER = { name: 'dev', password: 'developer-pass-456' };
const CONFIG = 'page-configs/pages/landing-cruise.json';
const NEW_HEADING = 'Fewer Ships, More Fun';

const sectionOrder = (html: string) => [...html.matchAll(/data-section-id="([^"]+)"/g)].map((match) => match[1]);

describe('studio', () => {
  const studio = studioSiteForFile([
    { ...EDITOR, role: 'editor' },
    { ...DEVELOPER, role: 'developer' },
  ]);
  let editor: Page;
  let requestId = 0;
  let previewUrl = '';
  const original = () => readFileSync(CONFIG, 'utf8');

  it('answers nothing of the studio without a session: pages go to the login, API calls and scripts get 401', async () => {
    for (const path of ['/studio/', '/studio/edit/landing-cruise/', '/studio/requests', '/studio/preview/1/', '/studio/new?path=/x/&like=/go/']) {
      const response = await fetch(`${studio.site.url}${path}`, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 302, '/studio/login']);
    }
    const manifest = JSON.parse(readFileSync(`${process.env.BUILD_DIR ?? 'dist'}/studio/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
    const script = manifest['src/studio/main.tsx']?.file;
    expect(script).toMatch(/\.js$/);
    for (const [method, path] of [
      ['GET', `/studio/${script}`],
      ['GET', '/studio/api/requests'],
      ['GET', `/studio/api/page?file=${CONFIG}`],
      ['POST', '/studio/api/requests'],
    ] as const) {
      const response = await fetch(`${studio.site.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      const body = await response.text();
      expect([path, response.status]).toEqual([path, 401]);
      expect(body).toBe('{"status":401,"message":"Log in to the studio first."}');
    }
    // Visitors' pages never link the studio's code.
    expect((await fetchHtml(`${studio.site.url}/landing-cruise/`)).html).not.toContain('/studio/');
  });

  it('logs in with a session cookie that scripts cannot read and other sites cannot send', async () => {
    const response = await fetch(`${studio.site.url}/studio/login`, {
      method: 'POST',
      body: new URLSearchParams({ name: EDITOR.name, password: EDITOR.password }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    // hono/cookie writes the attributes in its own order: compare them as a set.
    const cookies = response.headers.getSetCookie();
    const [pair, ...attributes] = (cookies.find((line) => line.startsWith('studio_session=')) ?? '').split('; ');
    expect(pair).toMatch(/^studio_session=[\w-]{43}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=43200', 'Path=/studio', 'SameSite=Strict']);
    // This browser is remembered for the login form only: its owner still gets in while strangers guess the password (docs/studio.md).
    const [device, ...deviceAttributes] = (cookies.find((line) => line.startsWith('studio_device=')) ?? '').split('; ');
    expect(device).toMatch(/^studio_device=[\w-]{43}$/);
    expect(deviceAttributes.sort()).toEqual(['HttpOnly', 'Max-Age=7776000', 'Path=/studio/login', 'SameSite=Strict']);
    const wrong = await fetch(`${studio.site.url}/studio/login`, { method: 'POST', body: new URLSearchParams({ name: EDITOR.name, password: 'not it' }) });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong name or password.');
  });

  it('has no axe violations on the login page', async () => {
    const page = await (await studio.browser.newContext()).newPage();
    await page.goto(`${studio.site.url}/studio/login`);
    expect(describeViolations('/studio/login', await runAxe(page, { tags: WCAG_AA_TAGS }))).toEqual([]);
    await page.close();
  });

  it('lets an editor move the reviews above the problem with the keyboard, change a heading and request the change', async () => {
    const context = await studio.browser.newContext({ viewport: { width: 1600, height: 1000 } });
    editor = await logInToStudio(context, studio.site.url, EDITOR);
    await editor.goto(`${studio.site.url}/studio/edit/landing-cruise/`);
    await editor.waitForSelector('[data-section-item="reviews"]', { timeout: 60_000 });
    // The canvas renders the real block with the page's real content.
    const canvas = editor.frameLocator('iframe');
    await expect.poll(() => canvas.locator('[data-section-id="problem"] h2').first().textContent(), { timeout: 30_000 }).toBe(
      'Hundreds of Ships, Thousands of Cabins, One Family Vacation',
    );

    await editor.getByRole('button', { name: 'Move Yelp reviews up' }).focus();
    await editor.keyboard.press('Enter');
    await editor.keyboard.press('Enter');
    const listed = await editor.locator('[data-section-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-section-item')));
    expect(listed).toEqual(['banner', 'reviews', 'problem', 'the-fix', 'lead-form', 'planning', 'motto', 'where-to']);

    await editor.getByRole('button', { name: /^\d+\. Problem: Hundreds of Ships/ }).press('Enter');
    await editor.getByLabel('Heading', { exact: true }).fill(NEW_HEADING);
    await expect.poll(() => canvas.locator('[data-section-id="problem"] h2').first().textContent()).toBe(NEW_HEADING);

    await editor.getByLabel('Note for the developer').fill('Reviews first, shorter heading');
    await editor.getByRole('button', { name: 'Request change' }).click();
    const link = editor.locator('.studio-outcome a');
    await link.waitFor({ timeout: 60_000 });
    previewUrl = (await link.textContent()) ?? '';
    expect(previewUrl).toMatch(new RegExp(`^${studio.site.url.replace('127.0.0.1', '(127\\.0\\.0\\.1|localhost)')}/studio/preview/\\d+/$`));
    requestId = Number(/preview\/(\d+)\//.exec(previewUrl)?.[1]);
    // The live site still serves the file: nothing is applied yet.
    expect(sectionOrder((await fetchHtml(`${studio.site.url}/landing-cruise/`)).html).slice(0, 3)).toEqual(['banner', 'problem', 'the-fix']);
  });

  it('shows another logged-in person the page with the proposal at the preview URL', async () => {
    const page = await logInToStudio(await studio.browser.newContext(), studio.site.url, DEVELOPER);
    const response = await page.goto(previewUrl.replace('localhost', '127.0.0.1'));
    expect(response?.status()).toBe(200);
    const html = await page.content();
    expect(sectionOrder(html)).toEqual(['banner', 'reviews', 'problem', 'the-fix', 'lead-form', 'planning', 'motto', 'where-to']);
    expect(await page.locator('[data-section-id="problem"] h2').first().textContent()).toBe(NEW_HEADING);
    await page.close();
  });

  it('refuses a request with a link to a missing page or an unknown prop, naming the section and the field', async () => {
    await editor.getByRole('button', { name: /^\d+\. Where to go: / }).press('Enter');
    await editor.getByLabel('Button link', { exact: true }).fill('/no-such-page/');
    await editor.getByRole('button', { name: 'Request change' }).click();
    const problem = editor.locator('[data-problem-section="where-to"][data-problem-field="buttonLink"]');
    await problem.waitFor({ timeout: 60_000 });
    // In a marketer's words: the field's label, never "the route /:slug/" or "the demo content".
    expect(await problem.textContent()).toBe('Section "Where to go: Where to next?", field "Button link": the link "/no-such-page/" leads to no page of the site');
    expect(await editor.locator('[data-section-item="where-to"] .studio-section-problems').textContent()).toContain('Button link');

    const answer = await editor.evaluate(async (file) => {
      const page = await (await fetch(`/studio/api/page?file=${file}`)).json();
      const config = page.config;
      config.sections[1].props.headline = 'A typo for heading';
      const response = await fetch('/studio/api/requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ file, baseHash: page.baseHash, config, note: 'typo' }),
      });
      return { status: response.status, body: await response.json() };
    }, CONFIG);
    expect(answer.status).toBe(422);
    expect(answer.body.problems).toEqual([
      { path: '$.sections[1].props.headline', message: '"Headline" is not a setting of this block; did you mean "Heading"?', sectionIndex: 1, sectionId: 'problem', field: 'headline' },
    ]);
  });

  it('lists every request on an accessible requests page, beside an accessible pages list', async () => {
    await editor.goto(`${studio.site.url}/studio/requests`);
    const row = editor.locator(`tr[data-request-id="${requestId}"]`);
    expect(await row.locator('td').nth(4).textContent()).toBe('proposed');
    expect(await editor.locator('tr[data-request-id]').count()).toBe(1);
    expect(describeViolations('/studio/requests', await runAxe(editor, { tags: WCAG_AA_TAGS }))).toEqual([]);
    await editor.goto(`${studio.site.url}/studio/`);
    expect(await editor.locator('a[href="/studio/edit/landing-cruise/"]').textContent()).toBe('Family Cruises Planned for You');
    expect(describeViolations('/studio/', await runAxe(editor, { tags: WCAG_AA_TAGS }))).toEqual([]);
  });

  it('applies the request with npm run studio:apply: only the moved and edited lines change, and the live page follows', async () => {
    await studio.site.stop();
    const listed = studio.project.run('npm', ['run', '-s', 'studio:requests'], { DATA_DIR: studio.dataDir });
    expect(listed.output).toContain(`#${requestId}`);
    expect(listed.output).toContain(`${EDITOR.name}  ${CONFIG}  open`);

    const applied = studio.project.run('npm', ['run', '-s', 'studio:apply', '--', String(requestId), '--by', DEVELOPER.name], { DATA_DIR: studio.dataDir });
    expect(applied.output).toContain(`studio:apply: Applied change request #${requestId} to ${CONFIG}.`);
    expect(applied.code).toBe(0);

    const before = join(studio.dataDir, 'before.json');
    writeFileSync(before, original());
    let diff = '';
    try {
      execFileSync('git', ['diff', '--no-index', '--unified=0', before, join(studio.project.dir, CONFIG)], { encoding: 'utf8' });
    } catch (error) {
      // git diff --no-index exits 1 when the files differ: its output is the diff.
      diff = error instanceof Error && 'stdout' in error ? String(error.stdout) : '';
    }
    const changed = diff.split('\n').filter((line) => /^[+-](?![+-])/.test(line));
    expect(changed.sort()).toEqual(
      [
        '+    { "id": "reviews", "type": "landing-yelp-carousel" },',
        '-    { "id": "reviews", "type": "landing-yelp-carousel" },',
        `+        "heading": "${NEW_HEADING}",`,
        '-        "heading": "Hundreds of Ships, Thousands of Cabins, One Family Vacation",',
      ].sort(),
    );

    const again = studio.project.run('npm', ['run', '-s', 'studio:apply', '--', String(requestId)], { DATA_DIR: studio.dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain(`Change request #${requestId} is already applied (by ${DEVELOPER.name}).`);
    const history = studio.project.run('npm', ['run', '-s', 'studio:requests', '--', '--all'], { DATA_DIR: studio.dataDir });
    expect(history.output).toMatch(new RegExp(`#${requestId} .* applied by ${DEVELOPER.name}`));

    const check = studio.project.run('npm', ['run', '-s', 'check:configs']);
    expect(check.output).toContain('valid');

    // The live site serves page-configs/: the applied file, as `npm run dev` (and the next deploy) renders it.
    // In development a developer can also apply from the studio: the file on disk changes at once.
    process.env.STUDIO_USERS = studio.users;
    const dev = await startDev(studio.project).finally(() => delete process.env.STUDIO_USERS);
    try {
      const { status, html } = await fetchHtml(`${dev.url}/landing-cruise/`);
      expect(status).toBe(200);
      expect(sectionOrder(html).slice(0, 3)).toEqual(['banner', 'reviews', 'problem']);
      expect(html).toContain(NEW_HEADING);

      const login = await fetch(`${dev.url}/studio/login`, {
        method: 'POST',
        body: new URLSearchParams({ name: DEVELOPER.name, password: DEVELOPER.password }),
        redirect: 'manual',
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const current = (await (await fetch(`${dev.url}/studio/api/page?file=${CONFIG}`, { headers: { cookie } })).json()) as {
        baseHash: string;
        config: { sections: { id: string }[] };
      };
      const sections = current.config.sections;
      const motto = sections.findIndex((section) => section.id === 'motto');
      sections.unshift(...sections.splice(motto, 1));
      const created = await fetch(`${dev.url}/studio/api/requests`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ file: CONFIG, baseHash: current.baseHash, config: current.config, note: 'motto first' }),
      });
      expect(created.status).toBe(201);
      const { request } = (await created.json()) as { request: { id: number } };
      const apply = await fetch(`${dev.url}/studio/requests/${request.id}/apply`, { method: 'POST', headers: { cookie } });
      expect(await apply.text()).toContain(`Applied change request #${request.id} to ${CONFIG}.`);
      expect(JSON.parse(studio.project.read(CONFIG)).sections[0].id).toBe('motto');
      await expect
        .poll(async () => sectionOrder((await fetchHtml(`${dev.url}/landing-cruise/`)).html)[0], { timeout: 30_000 })
        .toBe('motto');
    } finally {
      await dev.stop();
    }
  }, 400_000);
});
