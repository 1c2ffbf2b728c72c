import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { applyChangeRequest } from './apply-request';
import { createChangeRequests } from './change-requests';
import { createPageConfigFiles, sha256 } from './page-config-files';
import { openTestDatabase } from '../test-support/test-database';

const FILE = 'page-configs/pages/landing-x.json';
const original = `{\n  "path": "/landing-x/",\n  "meta": { "title": "X" },\n  "sections": [\n    { "id": "a", "type": "motto" },\n    { "id": "b", "type": "planning" }\n  ]\n}\n`;

describe('applyChangeRequest', () => {
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'studio-apply-'));
    mkdirSync(join(dir, 'pages'));
  });
  afterAll(() => db?.close());

  const proposal = { path: '/landing-x/', meta: { title: 'X' }, sections: [{ id: 'b', type: 'planning' }, { id: 'a', type: 'motto' }] };

  it('writes the proposal with a minimal diff, marks it applied and refuses to apply it twice', async () => {
    writeFileSync(join(dir, FILE.replace('page-configs/', '')), original);
    const requests = createChangeRequests(db);
    const files = createPageConfigFiles(dir);
    const request = await requests.create({ author: 'ann', configFile: FILE, baseHash: sha256(original), proposed: proposal, note: 'swap' });
    expect(await applyChangeRequest({ db, files, id: request.id, by: 'dev' })).toEqual({ ok: true, file: FILE, message: `Applied change request #${request.id} to ${FILE}.` });
    expect(readFileSync(join(dir, 'pages/landing-x.json'), 'utf8')).toBe(original.replace('{ "id": "a", "type": "motto" },\n    { "id": "b", "type": "planning" }', '{ "id": "b", "type": "planning" },\n    { "id": "a", "type": "motto" }'));
    expect(await requests.find(request.id)).toMatchObject({ status: 'applied', decided_by: 'dev', note: 'swap', author: 'ann' });
    expect(await applyChangeRequest({ db, files, id: request.id, by: 'dev' })).toEqual({ ok: false, status: 409, message: `Change request #${request.id} is already applied (by dev).` });
  });

  it('refuses a request whose file changed since it was made, and leaves the file alone', async () => {
    const path = join(dir, 'pages/landing-x.json');
    writeFileSync(path, original);
    const requests = createChangeRequests(db);
    const request = await requests.create({ author: 'ann', configFile: FILE, baseHash: sha256(original), proposed: proposal, note: '' });
    const edited = original.replace('"X"', '"X edited"');
    writeFileSync(path, edited);
    const result = await applyChangeRequest({ db, files: createPageConfigFiles(dir), id: request.id, by: 'dev' });
    expect(result).toEqual({
      ok: false,
      status: 409,
      message: `${FILE} changed since change request #${request.id} was made (its content differs). Not overwriting it: reject the request and ask for a new one made from the current file.`,
    });
    expect(readFileSync(path, 'utf8')).toBe(edited);
    expect((await requests.find(request.id))?.status).toBe('proposed');
  });

  it('never writes site.json: a request aimed at it (stored before the rule, or by hand) is refused and the file left alone', async () => {
    const site = '{\n  "phone": "303-555-0148"\n}\n';
    writeFileSync(join(dir, 'site.json'), site);
    const requests = createChangeRequests(db);
    const request = await requests.create({ author: 'ann', configFile: 'page-configs/site.json', baseHash: sha256(site), proposed: { phone: '900-555-0000' }, note: '' });
    const result = await applyChangeRequest({ db, files: createPageConfigFiles(dir), id: request.id, by: 'dev' });
    expect(result).toMatchObject({ ok: false, status: 409, message: expect.stringContaining('not a page config: not applied') });
    expect(readFileSync(join(dir, 'site.json'), 'utf8')).toBe(site);
    expect((await requests.find(request.id))?.status).toBe('proposed');
  });

  it('applies a request once when two applies race: one writes it, the other is refused and writes nothing', async () => {
    const path = join(dir, 'pages/landing-x.json');
    writeFileSync(path, original);
    const requests = createChangeRequests(db);
    const request = await requests.create({ author: 'ann', configFile: FILE, baseHash: sha256(original), proposed: proposal, note: '' });
    const writes: string[] = [];
    const disk = createPageConfigFiles(dir);
    const files = { ...disk, write: async (file: string, text: string) => (writes.push(file), disk.write(file, text)) };
    const outcomes = await Promise.all([
      applyChangeRequest({ db, files, id: request.id, by: 'dev' }),
      applyChangeRequest({ db, files, id: request.id, by: 'ops' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const decidedBy = outcomes[0]?.ok ? 'dev' : 'ops';
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, status: 409, message: `Change request #${request.id} is already applied (by ${decidedBy}).` });
    expect(writes).toEqual([FILE]);
    expect(await requests.find(request.id)).toMatchObject({ status: 'applied', decided_by: decidedBy });
  });

  it('applies one of two requests made from the same file when they race; the other finds the file changed', async () => {
    const path = join(dir, 'pages/landing-x.json');
    writeFileSync(path, original);
    const requests = createChangeRequests(db);
    const swap = await requests.create({ author: 'ann', configFile: FILE, baseHash: sha256(original), proposed: proposal, note: '' });
    const retitle = await requests.create({ author: 'bo', configFile: FILE, baseHash: sha256(original), proposed: { ...JSON.parse(original), meta: { title: 'Y' } }, note: '' });
    const files = createPageConfigFiles(dir);
    const [first, second] = await Promise.all([
      applyChangeRequest({ db, files, id: swap.id, by: 'dev' }),
      applyChangeRequest({ db, files, id: retitle.id, by: 'dev' }),
    ]);
    expect([first?.ok, second?.ok].filter(Boolean)).toHaveLength(1);
    const [applied, refused] = first?.ok ? [swap, retitle] : [retitle, swap];
    expect(first?.ok ? second : first).toMatchObject({ ok: false, status: 409, message: expect.stringContaining(`changed since change request #${refused.id} was made`) });
    expect((await requests.find(applied.id))?.status).toBe('applied');
    expect((await requests.find(refused.id))?.status).toBe('proposed');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject(applied === swap ? { meta: { title: 'X' }, sections: [{ id: 'b' }, { id: 'a' }] } : { meta: { title: 'Y' }, sections: [{ id: 'a' }, { id: 'b' }] });
  });

  it('leaves the request open, and no mail queued, when the file cannot be written', async () => {
    const path = join(dir, 'pages/landing-x.json');
    writeFileSync(path, original);
    const requests = createChangeRequests(db);
    const request = await requests.create({ author: 'ann', authorEmail: 'ann@agency.example', configFile: FILE, baseHash: sha256(original), proposed: proposal, note: '' });
    const files = { ...createPageConfigFiles(dir), write: async () => Promise.reject(new Error('disk full')) };
    await expect(applyChangeRequest({ db, files, id: request.id, by: 'dev' })).rejects.toThrow('disk full');
    expect((await requests.find(request.id))?.status).toBe('proposed');
    expect((await db.query('SELECT id FROM studio_mail_outbox WHERE request_id = $1', [request.id])).rows).toEqual([]);
  });
});
