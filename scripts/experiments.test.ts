import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { experimentReports } from '../server/experiments/experiment-report';
import { countNewVisitor } from '../server/experiments/exposure-store';
import { storeLead } from '../server/experiments/test-support/credited-lead';
import { formatReports } from './experiments';

// What a terminal acts on: ESC (colours, cursor moves, erasing), BEL, CR, C1 controls, bidi overrides.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('npm run experiments prints stored campaign text escaped', () => {
  let db: Database;
  // A visitor's link: utm_source and utm_campaign are whatever it said.
  const source = 'news\u001b[2K\u001b[1A\rcontrol  9999  9999  100.00%\u0007';
  const campaign = 'fall\u202Egnp.exe\u009b31m\r\n  b: 500 lead(s) from source google, campaign fake';

  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    for (let i = 0; i < 20; i += 1) await countNewVisitor(db, 'hero-test', i % 2 === 0 ? 'b' : 'control');
    await storeLead(db, { submissionId: 'cli-1', experiment: 'hero-test', variant: 'b', campaign: { landing_path: '/landing/', utm_source: source, utm_campaign: campaign } });
  }, 60_000);
  afterAll(() => db.close());

  it('as a table: no control or bidi character, and no campaign starts a line of its own', async () => {
    const table = formatReports(await experimentReports(db), 'table');
    expect(table).not.toMatch(TERMINAL_CONTROLS);
    const lines = table.split('\n');
    expect(lines.filter((line) => line.startsWith('control'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('lead(s) from source'))).toHaveLength(1);
    expect(table).toContain('from source news[2K[1A ↵ control  9999');
  });

  it('as JSON: the same characters, escaped, so a program reads them back as stored', async () => {
    const json = formatReports(await experimentReports(db), 'json');
    expect(json).not.toMatch(TERMINAL_CONTROLS);
    expect(json).toContain('\\u001b[2K');
    expect(json).toContain('\\u202e');
    expect(JSON.stringify(JSON.parse(json))).toContain(JSON.stringify(campaign).slice(1, -1));
    expect(json).toContain('"source": "news\\u001b[2K');
  });
});
