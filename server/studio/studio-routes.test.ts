import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressMiddleware } from '../http/client-address';
import { parseProxyTrust } from '../http/proxy-trust';
import type { Database } from '../db/database';
import { createChangeRequests } from './change-requests';
import { createScreenshotStore } from './request-screenshots';
import { LimitsUnavailable, type LimitsStore } from '../limits/limits-store';
import { createStudioRoutes, type StudioDeps } from './studio-routes';
import { hashPassword } from './password-hash';
import { studioTestDeps } from './studio-test-deps';
import { openTestDatabase } from '../test-support/test-database';

describe('studio routes', () => {
  let db: Database;
  let app: ReturnType<typeof createStudioRoutes>;
  let deps: StudioDeps;
  beforeAll(async () => {
    db = await openTestDatabase();
    deps = studioTestDeps({
      users: [
        { name: 'ann', role: 'editor', hash: await hashPassword('editor-password-1') },
        { name: 'dev', role: 'developer', hash: await hashPassword('developer-password-1') },
      ],
      db,
    });
    app = createStudioRoutes(deps);
  });
  afterAll(() => db?.close());

  const login = (name: string, password: string, headers: Record<string, string> = {}) =>
    app.request('/studio/login', { method: 'POST', body: new URLSearchParams({ name, password }), headers });

  it('sends pages to the login and answers API calls and scripts with 401 without a session', async () => {
    expect((await app.request('/studio/')).headers.get('location')).toBe('/studio/login');
    expect((await app.request('/studio/assets/main.js')).status).toBe(401);
    expect((await app.request('/studio/api/me')).status).toBe(401);
    expect((await app.request('/studio/api/me', { headers: { cookie: 'studio_session=forged' } })).status).toBe(401);
  });

  it('marks the cookie Secure behind TLS and lets the session in', async () => {
    const response = await login('ann', 'editor-password-1', { 'x-forwarded-proto': 'https' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('studio_session=')) ?? '';
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=43200', 'Path=/studio', 'SameSite=Strict', 'Secure']);
    // The browser is remembered for the login form only (studio-auth.ts: its owner gets in while strangers guess).
    const device = response.headers.getSetCookie().find((line) => line.startsWith('studio_device=')) ?? '';
    expect(device.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=7776000', 'Path=/studio/login', 'SameSite=Strict', 'Secure']);
    const me = await app.request('/studio/api/me', { headers: { cookie: cookie.split(';')[0]! } });
    expect(await me.json()).toEqual({ name: 'ann', role: 'editor' });
    // An editor may propose, not decide.
    const reject = await app.request('/studio/requests/1/reject', { method: 'POST', body: new URLSearchParams({ reason: 'no' }), headers: { cookie: cookie.split(';')[0]! } });
    expect(reject.status).toBe(401);
    expect(await reject.text()).toContain('Only a developer may apply or reject a change request.');
  });

  it('keeps a rejected request in the history with who rejected it and why', async () => {
    const request = await createChangeRequests(db).create({ author: 'ann', configFile: 'page-configs/pages/go.json', baseHash: 'x', proposed: {}, note: 'try' });
    const cookie = ((await login('dev', 'developer-password-1')).headers.get('set-cookie') ?? '').split(';')[0]!;
    const noReason = await app.request(`/studio/requests/${request.id}/reject`, { method: 'POST', body: new URLSearchParams({ reason: ' ' }), headers: { cookie } });
    expect(noReason.status).toBe(409);
    const rejected = await app.request(`/studio/requests/${request.id}/reject`, { method: 'POST', body: new URLSearchParams({ reason: 'Off-brand heading' }), headers: { cookie } });
    expect(rejected.status).toBe(200);
    const page = await rejected.text();
    expect(page).toContain(`Rejected change request #${request.id}.`);
    expect(page).toMatch(/class="status-rejected">rejected by dev [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T: Off-brand heading</);
    expect(await createChangeRequests(db).find(request.id)).toMatchObject({ status: 'rejected', decided_by: 'dev', reason: 'Off-brand heading' });
    // The page by its title and address, never its file.
    const titled = await createChangeRequests(db).create({ author: 'ann', configFile: 'page-configs/pages/go.json', baseHash: 'x', proposed: { path: '/go/', meta: { title: 'Contact Us | Travel N Relax' } }, note: 'phone first' });
    const list = await (await app.request('/studio/requests', { headers: { cookie } })).text();
    expect(list).toContain(`<tr data-request-id="${titled.id}"><td>#${titled.id}</td><td>Contact Us<br><small>/go/</small></td>`);
    expect(list).not.toContain('page-configs/');
  });

  it('queues the outcome e-mail with the rejection, lists the author their own requests and serves pictures to the logged-in only', async () => {
    const request = await createChangeRequests(db).create({
      author: 'ann',
      authorEmail: 'ann@agency.example',
      configFile: 'page-configs/pages/go.json',
      baseHash: 'x',
      proposed: { path: '/go/' },
      note: 'shorter',
      summary: ['Removed "Motto".'],
    });
    const dev = ((await login('dev', 'developer-password-1')).headers.get('set-cookie') ?? '').split(';')[0]!;
    await app.request(`/studio/requests/${request.id}/reject`, { method: 'POST', body: new URLSearchParams({ reason: 'Keep the motto' }), headers: { cookie: dev } });
    const mail = await db.query('SELECT to_address, subject, body FROM studio_mail_outbox WHERE request_id = $1', [request.id]);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]).toMatchObject({ to_address: 'ann@agency.example', subject: `Your change request #${request.id} (/go/) was rejected` });
    expect(String(Reflect.get(Object(mail.rows[0]), 'body'))).toMatch(/was rejected by dev on [A-Z][a-z]{2} \d{1,2}, \d{4}, .* M[SD]T: Keep the motto\n\nWhat it changes:\n- Removed "Motto"\./);

    const ann = ((await login('ann', 'editor-password-1')).headers.get('set-cookie') ?? '').split(';')[0]!;
    const mine = (await (await app.request('/studio/api/my-requests', { headers: { cookie: ann } })).json()) as { requests: { id: number; status: string; summary: string[] }[] };
    expect(mine.requests.find((row) => row.id === request.id)).toMatchObject({ status: 'rejected', summary: ['Removed "Motto".'] });
    const devs = (await (await app.request('/studio/api/my-requests', { headers: { cookie: dev } })).json()) as { requests: unknown[] };
    expect(devs.requests).toEqual([]);

    await createScreenshotStore(db).save(request.id, 'after', 390, new Uint8Array([137, 80, 78, 71]));
    expect((await app.request(`/studio/requests/${request.id}/after/390.png`)).status).toBe(302);
    const png = await app.request(`/studio/requests/${request.id}/after/390.png`, { headers: { cookie: ann } });
    expect([png.status, png.headers.get('content-type'), [...new Uint8Array(await png.arrayBuffer())]]).toEqual([200, 'image/png', [137, 80, 78, 71]]);
    expect((await app.request(`/studio/requests/${request.id}/before/390.png`, { headers: { cookie: ann } })).status).toBe(404);
    expect(await (await app.request('/studio/requests', { headers: { cookie: ann } })).text()).toContain(`<img src="/studio/requests/${request.id}/after/390.png" alt="After at 390 px"`);
  });

  it("takes change requests for page configs only (never site.json), and stores a note without terminal escapes", async () => {
    const cookie = ((await login('ann', 'editor-password-1')).headers.get('set-cookie') ?? '').split(';')[0]!;
    const post = (body: unknown) =>
      app.request('/studio/api/requests', { method: 'POST', body: JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } });
    const site = await post({ file: 'page-configs/site.json', baseHash: 'x', config: {}, note: 'new phone' });
    expect(site.status).toBe(400);
    expect(await site.json()).toEqual({ status: 400, message: "A change request is for one page of the site, never the site's menus and settings." });
    expect((await app.request('/studio/api/page?file=page-configs/site.json', { headers: { cookie } })).status).toBe(404);

    // The note is checked before the file's hash: a stale hash answers 409 after the note was read.
    const ansi = await createChangeRequests(db).create({ author: 'ann', configFile: 'page-configs/pages/go.json', baseHash: 'x', proposed: {}, note: 'plain' });
    const dev = ((await login('dev', 'developer-password-1')).headers.get('set-cookie') ?? '').split(';')[0]!;
    await db.query('UPDATE studio_change_requests SET note = $2 WHERE id = $1', [ansi.id, 'ok\u001b[2K\u001b[1A#1 applied\u0007 \u202Etxt']);
    const list = await (await app.request('/studio/requests', { headers: { cookie: dev } })).text();
    expect(list).toContain('ok[2K[1A#1 applied txt');
    expect(['\u001b', '\u0007', '\u202e'].filter((ch) => list.includes(ch))).toEqual([]);
  });

  it('lists the pages in groups by title and address, searchable by title, with no file or route pattern on screen', async () => {
    const cookie = ((await login('ann', 'editor-password-1')).headers.get('set-cookie') ?? '').split(';')[0]!;
    const text = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replaceAll('&quot;', '"');
    const all = await (await app.request('/studio/', { headers: { cookie } })).text();
    const groups = [...all.matchAll(/<h2 id="group-[a-z]+">([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(groups).toEqual(['Landing pages', 'Specialties', 'Places', 'Other pages']);
    const groupOf = (title: string) => /<h2 id="group-([a-z]+)">(?:(?!<h2)[\s\S])*$/.exec(all.slice(0, all.indexOf(`>${title}</a>`)))?.[1];
    expect(groupOf('Family Cruises Planned for You')).toBe('landing');
    expect(groupOf('Honeymoon Planning')).toBe('specialties');
    expect(groupOf('Destinations')).toBe('places');
    expect(groupOf('Explore Destination (each country)')).toBe('places');
    expect(groupOf('Travel Blog (each blog post)')).toBe('other');
    expect(all).toContain('<a href="/studio/edit/landing-cruise/">Family Cruises Planned for You</a><br><small>/landing-cruise/</small>');
    expect(text(all)).toContain('One design for each blog post, at addresses like /the-post-name/');
    expect(text(all)).not.toMatch(/page-configs|\.json|\/:/);

    const found = await (await app.request('/studio/?q=cruise', { headers: { cookie } })).text();
    expect([...found.matchAll(/<a href="\/studio\/edit\/([a-z-]+)\/">/g)].map((match) => match[1]).sort()).toEqual(['landing-cruise', 'ocean-cruise', 'river-cruise']);
    expect(text(found)).toContain('Pages whose title contains “cruise”.');
    expect(text(await (await app.request('/studio/?q=zebra', { headers: { cookie } })).text())).toContain('No page title contains “zebra”.');

    // Refusals name the page's address, never a file or a command-line flag.
    const missing = await app.request('/studio/edit/no-such-page/', { headers: { cookie } });
    expect(missing.status).toBe(404);
    expect(text(await missing.text())).toContain('There is no such page (it may have been renamed): choose it from the list.');
    const taken = await (await app.request('/studio/new?path=%2Fgo%2F&like=%2Flanding-cruise%2F', { headers: { cookie } })).text();
    expect(text(taken)).toContain('The page /go/ already exists: choose another address, or edit that page from the list.');
    const bad = text(await (await app.request('/studio/new?path=landing-ski&like=%2Flanding-cruise%2F', { headers: { cookie } })).text());
    expect(bad).toContain('"landing-ski" is not a page address');
    expect(bad).not.toMatch(/--path|page-configs/);
  });

  it('refuses logins after 5 failures for a name, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('dev', `wrong-${i}`)).status).toBe(401);
    const refused = await login('dev', 'developer-password-1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.text()).toContain('Too many failed attempts. Try again in 15 minutes.');
  });

  it('checks at most 5 of 150 concurrent wrong passwords from one address for one name', async () => {
    // Behind the hardening's client address (X-Forwarded-For trusted here), as in the server.
    const behindProxy = new Hono();
    behindProxy.use('*', clientAddressMiddleware(parseProxyTrust('true')));
    behindProxy.route('/', createStudioRoutes(deps));
    const login = (name: string, password: string, headers: Record<string, string>) =>
      behindProxy.request('/studio/login', { method: 'POST', body: new URLSearchParams({ name, password }), headers });
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => login('ann', `guess-${i}`, { 'x-forwarded-for': '203.0.113.9' })),
    );
    const statuses = answers.map((answer) => answer.status);
    // At most 5 checked (the per-name-and-address limit; fewer when the rest arrive while this
    // instance is already checking that address's attempts): the others are refused unchecked.
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    // The marketer at another address still gets in.
    expect((await login('ann', 'editor-password-1', { 'x-forwarded-for': '198.51.100.4' })).status).toBe(303);
  });

  it('fails closed when the limits store cannot be reached: no password is checked', async () => {
    const unreachable: LimitsStore = {
      kind: 'postgres',
      counter: () => ({
        hit: () => Promise.reject(new LimitsUnavailable('rate limits store: connect ECONNREFUSED')),
        reset: () => Promise.reject(new LimitsUnavailable('rate limits store: connect ECONNREFUSED')),
        refund: () => Promise.reject(new LimitsUnavailable('rate limits store: connect ECONNREFUSED')),
      }),
    };
    const closed = createStudioRoutes({ ...deps, limits: unreachable });
    const answer = await closed.request('/studio/login', { method: 'POST', body: new URLSearchParams({ name: 'ann', password: 'editor-password-1' }) });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).toContain('Logging in is not possible right now. Try again in a minute.');
  });
});
