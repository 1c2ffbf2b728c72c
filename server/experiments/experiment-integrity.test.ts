import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRows } from '../db/rows';
import { toLeadRequest } from '../../src/forms/lead-rules';
import { NEXT_YEAR } from '../../src/forms/test-support/upcoming-trip';
import { createLeadTestApp, type LeadTestApp } from '../leads/lead-test-app';
import { hashPassword } from '../studio/password-hash';
import { experimentReports } from './experiment-report';
import { NEW_VISITORS_PER_ADDRESS_PER_DAY } from './exposure-bound';

/**
 * Issue 38 through the real app (server/app.ts on PGlite, the real page configs): the experiment
 * of /landing-familytravel/ (familytravel-form-first, control and form-first at 50/50).
 */
const PAGE = '/landing-familytravel/';
const EXPERIMENT = 'familytravel-form-first';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const lead = (submission_id: string, overrides: { phone?: string } = {}) =>
  toLeadRequest(
    {
      fullName: 'Jordan Miles',
      email: 'jordan.miles@example.com',
      phone: overrides.phone ?? '+13035550123',
      city: 'Denver',
      country: '1',
      travelDate: `${NEXT_YEAR}-07-15`,
      comment: 'A family trip for four, please.',
    },
    'landing-familytravel',
    { submission_id, website: '' },
  );

let t: LeadTestApp;
let address = 0;
/** A visitor of their own address (each counted visitor needs one: the daily bound). */
const nextVisitor = () => `192.0.2.${(address = (address % 250) + 1)}`;

/** A new visitor's first page: the cookies the browser keeps, and the variant the HTML shows. */
async function visit(from = nextVisitor()) {
  const response = await t.app.request(PAGE, { headers: { 'user-agent': CHROME, 'x-forwarded-for': from } });
  const html = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const variant = html.includes('Tell Us About Your Family Trip') ? 'form-first' : 'control';
  return { cookie, variant, from };
}

const send = (visitor: { cookie: string; from: string }, body: unknown) =>
  t.post('enquiries/lead_contact', body, visitor.from, { cookie: visitor.cookie, referer: `http://localhost${PAGE}`, 'user-agent': CHROME });

const figures = async () => {
  const [report] = (await experimentReports(t.db)).filter((r) => r.experiment === EXPERIMENT);
  return Object.fromEntries((report?.variants ?? []).map((v) => [v.variant, { visitors: v.visitors, leads: v.leads, failures: v.formHealth.failures }]));
};
const countRow = z.object({ n: z.union([z.number(), z.string()]).transform(Number) });
const countOf = async (sql: string) => parseRows(countRow, await t.db.query(sql))[0]?.n ?? 0;

beforeAll(async () => {
  const hash = await hashPassword('a studio password');
  process.env.STUDIO_USERS = `dev-ann:developer:${hash}:ann@example.org,ed:editor:${hash}:ed@example.org,dev-bo:developer:${hash}`;
  t = await createLeadTestApp();
}, 60_000);
afterAll(async () => {
  delete process.env.STUDIO_USERS;
  await t?.close();
});

describe('counts that cannot be forged', () => {
  it('40 leads with hand-made cookies from visitors never counted change no figure, and are all stored', async () => {
    const before = await figures();
    const leadsBefore = await countOf('SELECT count(*) AS n FROM leads');
    for (let i = 0; i < 40; i += 1) {
      const forger = { from: nextVisitor(), cookie: `tnr_variant=${EXPERIMENT}.form-first; tnr-exposure-${EXPERIMENT}=form-first.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB` };
      expect((await send(forger, lead(`forged-${i}`))).status).toBe(200);
    }
    expect(await figures()).toEqual(before);
    expect(await countOf('SELECT count(*) AS n FROM leads')).toBe(leadsBefore + 40);
  });

  it('credits a counted visitor once, however many leads they send', async () => {
    const visitor = await visit();
    const before = (await figures())[visitor.variant];
    for (const id of ['credited-once-1', 'credited-once-2', 'credited-once-3']) expect((await send(visitor, lead(id))).status).toBe(200);
    const after = (await figures())[visitor.variant];
    expect(after?.leads).toBe((before?.leads ?? 0) + 1);
    expect(after?.visitors).toBe(before?.visitors);
  });

  it(`counts at most ${NEW_VISITORS_PER_ADDRESS_PER_DAY} new visitors a day from one address that throws its cookies away`, async () => {
    const total = async () => Object.values(await figures()).reduce((sum, v) => sum + v.visitors, 0);
    const before = await total();
    const from = '198.18.0.99';
    for (let i = 0; i < NEW_VISITORS_PER_ADDRESS_PER_DAY + 15; i += 1) await visit(from);
    expect((await total()) - before).toBe(NEW_VISITORS_PER_ADDRESS_PER_DAY);
  });
});

describe('the guardrail', () => {
  it('switches off a variant whose form refuses a third of its visitors: logged, mailed to developers, never drawn again, its holders keep their page', async () => {
    let holder: { cookie: string; variant: string; from: string } | undefined;
    for (let i = 0; i < 400 && (await countOf(`SELECT count(*) AS n FROM experiment_switches`)) === 0; i += 1) {
      const visitor = await visit();
      // form-first's form is broken for a third of its visitors: an invalid phone is refused (400).
      if (visitor.variant === 'form-first' && i % 3 === 0) {
        holder ??= visitor;
        expect((await send(visitor, lead(`broken-${i}`, { phone: 'not a phone' }))).status).toBe(400);
      }
    }
    const switched = parseRows(z.object({ variant: z.string(), experiment_id: z.string() }), await t.db.query('SELECT experiment_id, variant FROM experiment_switches'));
    expect(switched).toEqual([{ experiment_id: EXPERIMENT, variant: 'form-first' }]);
    expect(t.logs.some((line) => line.includes('"level":50') && line.includes('variant switched off for new visitors'))).toBe(true);
    const mails = parseRows(z.object({ to_address: z.string(), subject: z.string() }), await t.db.query('SELECT to_address, subject FROM experiment_alert_outbox'));
    expect(mails).toEqual([{ to_address: 'ann@example.org', subject: `Experiment ${EXPERIMENT}: variant form-first switched off` }]);

    const after = await Promise.all(Array.from({ length: 30 }, () => visit()));
    expect(after.map((visitor) => visitor.variant)).toEqual(after.map(() => 'control'));
    const [report] = (await experimentReports(t.db)).filter((r) => r.experiment === EXPERIMENT);
    expect(report?.variants.find((v) => v.variant === 'form-first')?.verdict.kind).toBe('switched-off');

    // A visitor who holds form-first still gets its page, and their lead is still credited.
    const returning = await t.app.request(PAGE, { headers: { 'user-agent': CHROME, 'x-forwarded-for': holder?.from ?? '', cookie: holder?.cookie ?? '' } });
    expect(await returning.text()).toContain('Tell Us About Your Family Trip');
  }, 120_000);
});
