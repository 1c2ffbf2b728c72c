import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPglite, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { csvCell, listLeads, toCsv, toJson } from '../server/leads/list-leads';
import { embeddedStoreProblem } from './embedded-store-problem';
import { parseArgs } from './leads';
import { openTestDatabase } from '../server/test-support/test-database';

describe('npm run leads: arguments', () => {
  it('reads --since and --format, defaulting to the last 30 days as CSV', () => {
    expect(parseArgs(['--since', '2026-01-31', '--format', 'json'])).toEqual({ since: '2026-01-31', format: 'json', force: false });
    expect(parseArgs(['--since=2026-02-01'])).toMatchObject({ since: '2026-02-01', format: 'csv' });
    expect(parseArgs([], new Date('2026-03-31T12:00:00Z'))).toMatchObject({ since: '2026-03-01', format: 'csv' });
  });

  it('refuses a bad day, a bad format or an unknown argument, with the usage', () => {
    expect(() => parseArgs(['--since', '31-01-2026'])).toThrow(/--since takes a day as YYYY-MM-DD[\s\S]*usage: npm run leads/);
    expect(() => parseArgs(['--format', 'xml'])).toThrow(/--format is csv or json/);
    expect(() => parseArgs(['--until', '2026-01-01'])).toThrow(/unknown argument "--until"/);
  });

  it('reads --requeue as all or a list of lead ids, and refuses anything else', () => {
    expect(parseArgs(['--requeue', 'all']).requeue).toBe('all');
    expect(parseArgs(['--requeue=41,42']).requeue).toEqual(['41', '42']);
    expect(() => parseArgs(['--requeue', '41;DROP'])).toThrow(/--requeue takes all or lead ids/);
  });
});

describe('npm run leads: what a visitor typed reaches the CSV without controls', () => {
  it('strips ESC, BEL and bidi overrides from every cell, keeping line breaks quoted', () => {
    expect(csvCell('Ann\u001b[2J\u0007 \u202Efdp.exe')).toBe('Ann[2J fdp.exe');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('writes JSON with every control escaped (C0 by JSON itself, C1 and bidi by us), the text intact for a program', () => {
    const lead = { name: 'Ann\u001b[2J\u0007 \u202Efdp.exe\u0085' };
    const json = toJson([lead]);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(json).toContain('\\u202e');
    expect(JSON.parse(json)).toEqual([lead]);
  });
});

describe('npm run leads: the embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'leads-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says clearly when the data directory is held by a running site, and what to do', () => {
    mkdirSync(join(dir, 'store'));
    const store = join(dir, 'store');
    expect(embeddedStoreProblem(store, false)).toMatch(/^No embedded database in /);
    writeFileSync(join(store, 'PG_VERSION'), '17');
    expect(embeddedStoreProblem(store, false)).toBeUndefined();
    writeFileSync(join(store, 'postmaster.pid'), '-42');
    const problem = embeddedStoreProblem(store, false);
    expect(problem).toMatch(/in use by a running site/);
    expect(problem).toMatch(/Stop the site first/);
    expect(problem).toMatch(/DATABASE_URL/);
    expect(embeddedStoreProblem(store, true)).toBeUndefined();
  });
});

describe('npm run leads: the listing', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    const insert = 'INSERT INTO leads (kind, submission_id, lead_page, payload, response, created_at) VALUES ($1, $2, $3, $4, $5, $6)';
    await db.query(insert, ['lead', 'old-1', 'landing-cruise', JSON.stringify({ fullname: 'Old Lead' }), '{}', '2025-12-31T23:00:00Z']);
    await db.query(insert, [
      'enquiry',
      'enq-1',
      null,
      JSON.stringify({ fname: 'Ana', lname: 'Lopez', email: 'ana@example.com', phone_code: '+1', phone: '3035550100', start_date: '04-07-2026 09:30:00', end_date: '18-07-2026 17:00:00', destination: '0', custom_destination: 'Patagonia', comments: 'Glaciers, "big" ones, please' }),
      '{}',
      '2026-01-02T10:00:00Z',
    ]);
    await db.query(insert, [
      'lead',
      'lead-1',
      'landing-celebration',
      JSON.stringify({ fullname: '=HYPERLINK("x")', email: 'j@example.com', phone: '+13035550123', travel_date: '15-09-2026', city: 'Denver', country: '1', comment: 'A party of ten for a 50th birthday.' }),
      '{}',
      '2026-01-03T10:00:00Z',
    ]);
  }, 120_000);
  afterAll(() => db.close());

  it('lists what arrived since the day, oldest first, with page, dates and destination', async () => {
    const leads = await listLeads(db, '2026-01-01');
    expect(leads.map((l) => l.submission_id)).toEqual(['enq-1', 'lead-1']);
    expect(leads[0]).toMatchObject({ kind: 'enquiry', page: '/go/', name: 'Ana Lopez', phone: '+1 3035550100', travel: '04-07-2026 09:30:00 to 18-07-2026 17:00:00', where: 'Patagonia' });
    expect(leads[1]).toMatchObject({ kind: 'lead', page: '/landing-celebration/', travel: '15-09-2026', email_status: '' });
  });

  it('writes CSV that a spreadsheet cannot run as a formula', async () => {
    const csv = toCsv(await listLeads(db, '2026-01-01'));
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('id,received_at,kind,page,name,email,phone,travel,where,comments,email_status,delivery,submission_id,experiment,variant,config_version,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,referrer_host,landing_path');
    expect(lines[1]).toContain('"Glaciers, ""big"" ones, please"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(',+13035550123,'); // a phone stays a phone
  });

  it('shows the names the visitor chose beside the ids, and the delivery to the back end', async () => {
    const insert = `INSERT INTO leads (kind, submission_id, lead_page, payload, response, created_at, destination_name, country_name)
      VALUES ($1, $2, $3, $4, '{}', '2026-01-04T10:00:00Z', $5, $6) RETURNING id`;
    const enquiry = z.object({ id: z.union([z.string(), z.number()]) }).parse(
      (await db.query(insert, ['enquiry', 'named-1', null, JSON.stringify({ fname: 'Nam', destination: '2' }), 'Italy', null])).rows[0],
    );
    await db.query(insert, ['lead', 'named-2', 'landing-cruise', JSON.stringify({ fullname: 'Ned', city: 'Aurora', country: '1' }), null, 'United States']);
    await db.query(insert, ['enquiry', 'named-3', null, JSON.stringify({ fname: 'Old', destination: '5' }), null, null]);
    await db.query("INSERT INTO lead_forward (lead_id, attempts, delivered_at) VALUES ($1, 1, now())", [enquiry.id]);
    const leads = (await listLeads(db, '2026-01-04')).filter((l) => l.submission_id.startsWith('named-'));
    expect(leads.map((l) => l.where)).toEqual(['Italy (destination 2)', 'Aurora, United States (country 1)', 'destination 5']);
    expect(leads.map((l) => l.delivery)).toEqual(['delivered', '', '']);
    expect(leads[0]).toMatchObject({ destination_name: 'Italy', country_name: '' });
  });
});

describe('CSV cells', () => {
  it.each([
    ['-2+3+cmd|\' /C calc\'!A0', "'-2+3+cmd|' /C calc'!A0"],
    ['+1+1', "'+1+1"],
    ['=1+1', "'=1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['  =1', "'  =1"],
    ['-', "'-"],
  ])('neutralises the formula %j', (cell, expected) => {
    expect(csvCell(cell)).toBe(expected);
  });

  it.each(['+11234567890', '+1 303 555-0100', '3035550100', '(303) 555-0100', 'Ana', '15-09-2026', ''])('keeps %j as it is', (cell) => {
    expect(csvCell(cell)).toBe(cell);
  });
});

describe('npm run leads through a pipe', () => {
  const dir = mkdtempSync(join(tmpdir(), 'leads-pipe-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every row, far past the 64 KB a pipe takes at once, and exits 0', async () => {
    const store = await openPglite(join(dir, 'data'));
    await migrate(store);
    const comment = 'A long comment about the trip we have in mind, repeated to make the row big. '.repeat(12);
    for (let i = 0; i < 300; i += 1) {
      await store.query("INSERT INTO leads (kind, submission_id, lead_page, payload, response, created_at) VALUES ('lead', $1, 'landing-cruise', $2, '{}', '2026-02-01T10:00:00Z')", [
        `pipe-${String(i).padStart(3, '0')}`,
        JSON.stringify({ fullname: `Piped ${i}`, comment }),
      ]);
    }
    await store.close();

    // A real pipe: the command's stdout goes to `cat`, whose output this test reads to the end.
    const child = spawn('sh', ['-c', 'node scripts/run-ts.mjs scripts/leads.ts --since 2026-01-01 --format json | cat; echo "exit:$?" >&2'], {
      env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect(code, err).toBe(0);
    expect(out.length).toBeGreaterThan(256 * 1024);
    const listed = z.array(z.object({ submission_id: z.string() })).parse(JSON.parse(out));
    expect(listed.map((l) => l.submission_id)).toEqual(Array.from({ length: 300 }, (_, i) => `pipe-${String(i).padStart(3, '0')}`));
    expect(err).toContain('300 enquiries and leads since 2026-01-01');
  }, 120_000);
});
