import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database';
import { experimentReports } from '../experiments/experiment-report';
import { countNewVisitor } from '../experiments/exposure-store';
import { storeLead } from '../experiments/test-support/credited-lead';
import { createChangeRequests } from './change-requests';
import type { FullConfigCheck } from './check-proposal';
import { sha256 } from './page-config-files';
import { createStudioRoutes } from './studio-routes';
import { openTestDatabase } from '../test-support/test-database';
import { hashPassword } from './password-hash';
import { studioTestDeps } from './studio-test-deps';
import { points } from '../experiments/figure-text';

const FILE = 'page-configs/pages/landing-familytravel.json';
const EXPERIMENT = 'familytravel-form-first';

describe('the studio experiment report', () => {
  let db: Database;
  let app: ReturnType<typeof createStudioRoutes>;
  let problems: Awaited<ReturnType<FullConfigCheck>> = [];
  let cookie = '';
  beforeAll(async () => {
    db = await openTestDatabase();
    app = createStudioRoutes(
      studioTestDeps({
        users: [{ name: 'ann', role: 'editor', hash: await hashPassword('editor-password-1') }],
        db,
        renderer: async () => ({ renderPage: () => Promise.reject(new Error('not used here')), checkAllSiteConfigs: async () => problems, servedConfigVersions: () => new Map() }),
      }),
    );
    for (let i = 0; i < 50; i += 1) await countNewVisitor(db, EXPERIMENT, i < 20 ? 'control' : 'form-first');
    await storeLead(db, { submissionId: 'l-1', experiment: EXPERIMENT, variant: 'control' });
    for (const id of ['l-2', 'l-3', 'l-4']) await storeLead(db, { submissionId: id, experiment: EXPERIMENT, variant: 'form-first', campaign: { utm_source: 'google', utm_campaign: 'fall' } });
    const login = await app.request('/studio/login', { method: 'POST', body: new URLSearchParams({ name: 'ann', password: 'editor-password-1' }) });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  }, 60_000);
  afterAll(() => db?.close());

  const promote = (variant: string, confirm = 'yes') =>
    app.request(`/studio/experiments/${EXPERIMENT}/promote`, { method: 'POST', body: new URLSearchParams({ variant, confirm }), headers: { cookie } });

  it('is for logged-in studio users only', async () => {
    expect((await app.request('/studio/experiments')).headers.get('location')).toBe('/studio/login');
    expect((await app.request(`/studio/experiments/${EXPERIMENT}/promote`, { method: 'POST', body: new URLSearchParams({ variant: 'control' }) })).status).toBe(401);
  });

  it('shows the figures of npm run experiments per variant, in the chart and the table', async () => {
    const response = await app.request('/studio/experiments', { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('On /landing-familytravel/, from 2026-11-01 to 2027-01-31');
    const [report] = await experimentReports(db);
    const b = report?.variants.find((v) => v.variant === 'form-first');
    expect(b).toMatchObject({ visitors: 30, leads: 3, conversionRate: 0.1 });
    const low = `${((b?.interval.low ?? 0) * 100).toFixed(2)}%`;
    const high = `${((b?.interval.high ?? 0) * 100).toFixed(2)}%`;
    // The chart's label and the table's row hold the same numbers as the report.
    expect(html).toContain('<tspan font-weight="600">form-first</tspan> 10.00%</text>');
    expect(html).toContain(`>95% interval ${low} – ${high}</text>`);
    const difference = `${points(b?.difference?.estimate ?? Number.NaN)} (${points(b?.difference?.low ?? Number.NaN)} to ${points(b?.difference?.high ?? Number.NaN)})`;
    // Before the minimum (7 full days, 100 visitors and 5 leads per arm) no chance to beat the control is shown.
    expect(b?.probabilityToBeatControl).toBeNull();
    expect(html).toContain(
      `<tr data-variant="form-first"><th scope="row">form-first</th><td>30</td><td>3</td><td>10.00%</td><td>${low} – ${high}</td><td>${difference}</td><td>–</td><td>0 (0.00%)</td></tr>`,
    );
    expect(html).toContain('Split of visitors: as the weights say (control 40.00% of 50.00%, form-first 60.00% of 50.00%).');
    expect(html).toContain('<li data-verdict="too-early"><strong>form-first:</strong> Too early for a verdict:');
    expect(html).toContain('<tr data-variant="control"><th scope="row">control</th><td>20</td><td>1</td><td>5.00%</td>');
    expect(html).toContain('form-first: 3 lead(s) from source google, campaign fall');
    expect(html).toContain('<button type="submit">Promote form-first</button>');
  });

  it("makes Promote an ordinary change request: the variant's order and texts as the page's own, the experiment removed", async () => {
    const response = await promote('form-first');
    expect(response.status).toBe(200);
    const text = await response.text();
    const id = Number(/Change request #(\d+) made: form-first becomes the page&#x27;s order/.exec(text)?.[1]);
    expect(id).toBeGreaterThan(0);
    const request = await createChangeRequests(db).find(id);
    expect(request).toMatchObject({ author: 'ann', config_file: FILE, status: 'proposed', base_hash: sha256(readFileSync(FILE, 'utf8')) });
    const proposed = z.object({ sections: z.array(z.object({ id: z.string(), props: z.record(z.string(), z.unknown()).optional() })) }).loose().parse(request?.proposed);
    expect(proposed.sections.map((s) => s.id)).toEqual(['banner', 'lead-form', 'the-fix', 'story', 'problem', 'reviews', 'planning', 'motto', 'where-to']);
    expect(proposed.sections.find((s) => s.id === 'lead-form')?.props?.heading).toBe('Tell Us About Your Family Trip');
    expect('experiment' in proposed).toBe(false);
    expect(request?.note).toMatch(
      /^Promote form-first of the experiment familytravel-form-first on \/landing-familytravel\/: its section order becomes the page's own and the experiment ends\. Figures when promoted: control 20 visitors, 1 lead \(5\.00%\); form-first 30 visitors, 3 leads \(10\.00%\)\. form-first against the control: \+5\.00 points \(always-valid 95%: −\d+\.\d\d to \+\d+\.\d\d\)\. Verdict: Too early for a verdict: .* Split of visitors: as the weights say \(p = 0\.16\)\.$/,
    );
  });

  it('asks before it makes the request, showing the figures the request will carry, and stores nothing until confirmed', async () => {
    const before = (await createChangeRequests(db).list()).length;
    const asked = await promote('form-first', '');
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain('<h2 id="confirm-heading">Promote form-first of familytravel-form-first?</h2>');
    expect(html).toContain('<p>Figures when promoted: control 20 visitors, 1 lead (5.00%); form-first 30 visitors, 3 leads (10.00%).');
    expect(html).toContain('<input type="hidden" name="confirm" value="yes"/><button type="submit">Yes, request promoting form-first</button>');
    expect((await createChangeRequests(db).list()).length).toBe(before);
  });

  it('refuses a variant the experiment lacks, and a promotion the config check refuses, storing nothing', async () => {
    const before = (await createChangeRequests(db).list()).length;
    const unknown = await promote('nope');
    expect(unknown.status).toBe(409);
    expect(await unknown.text()).toContain('The experiment familytravel-form-first has no variant nope.');
    problems = [{ file: FILE, line: 1, column: 1, path: '$.sections[1].props.heading', message: 'Too long.' }];
    const refused = await promote('form-first');
    problems = [];
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Promoting form-first would break the page: Too long.');
    expect((await createChangeRequests(db).list()).length).toBe(before);
  });
  it('blocks Promote of a variant while the split of visitors does not match the weights (the sample-ratio check), storing nothing', async () => {
    const before = (await createChangeRequests(db).list()).length;
    // 600 more control visitors against 30 of form-first under declared 50/50: p far below 0.001.
    await db.query(`INSERT INTO experiment_exposures (experiment_id, variant, day, visitors) VALUES ($1, 'control', '2026-11-02', 600)`, [EXPERIMENT]);
    const html = await (await app.request('/studio/experiments', { headers: { cookie } })).text();
    expect(html).toContain('<p class="srm-warning" role="alert" data-check="sample-ratio">Sample ratio mismatch: the visitors are not split as the weights say');
    expect(html).toContain('<button type="button" disabled="" aria-describedby="experiment-familytravel-form-first-blocked">Promote form-first</button>');
    expect(html).toContain('<button type="submit">Promote control</button>');
    const blocked = await promote('form-first');
    expect(blocked.status).toBe(409);
    expect(await blocked.text()).toContain('Promoting form-first is blocked: the split of visitors does not match the weights (the sample-ratio check).');
    expect((await createChangeRequests(db).list()).length).toBe(before);
  });
});
