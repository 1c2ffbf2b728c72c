import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, fetchHtml, startDev, type DevServer, type TempProject } from './authoring-temp-project';

/**
 * docs/adding-a-page.md, followed literally in a temporary copy of the project: every command of
 * its `sh` blocks is run and every file it shows (```json <path>) is written, in order; then the
 * new page is served by `npm run dev` with the tutorial's texts and section order.
 */
interface Fence {
  info: string;
  body: string;
}

function fences(markdown: string): Fence[] {
  return [...markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({ info: (m[1] ?? '').trim(), body: m[2] ?? '' }));
}

const tutorial = readFileSync('docs/adding-a-page.md', 'utf8');
const steps = fences(tutorial);

const sectionOrder = (html: string) => [...html.matchAll(/data-section-id="([^"]+)"/g)].map((m) => m[1]);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

describe('authoring: the tutorial docs/adding-a-page.md', () => {
  let project: TempProject;
  let dev: DevServer | undefined;
  const outputs: string[] = [];
  let lastConfig: { path: string; sections: { id: string; props?: Record<string, unknown> }[] } | undefined;

  beforeAll(() => {
    project = copyProject();
  });

  afterAll(async () => {
    await dev?.stop();
    project?.remove();
  });

  it('has commands and files to follow', () => {
    expect(steps.filter((s) => s.info === 'sh').length).toBeGreaterThanOrEqual(3);
    expect(steps.filter((s) => s.info.startsWith('json ')).length).toBeGreaterThanOrEqual(2);
  });

  it('runs every command and writes every file, and each saved config is served', async () => {
    for (const step of steps) {
      if (step.info === 'sh') {
        for (const command of step.body.split('\n').filter((line) => line.trim() !== '')) {
          if (command.trim() === 'npm run dev') {
            dev = await startDev(project);
            continue;
          }
          const [program, ...args] = command.trim().split(/\s+/);
          const result = project.run(program!, args);
          outputs.push(result.output);
          expect(result.code, `${command}\n${result.output}`).toBe(0);
        }
      } else if (step.info.startsWith('json ')) {
        const file = step.info.slice('json '.length).trim();
        project.write(file, step.body);
        lastConfig = JSON.parse(step.body);
        if (dev && lastConfig) {
          const expected = lastConfig.sections.map((s) => s.id);
          const url = `${dev.url}${lastConfig.path}`;
          await expect.poll(async () => sectionOrder((await fetchHtml(url)).html), { timeout: 30_000 }).toEqual(expected);
        }
      }
    }
    expect(dev, 'the tutorial starts npm run dev').toBeDefined();
    expect(outputs.join('\n')).toContain('new:page: wrote page-configs/pages/landing-ski.json (/landing-ski/, copied from /family-travel/).');
    expect(outputs.join('\n')).toMatch(/check:configs: \d+ config files are valid/);
  });

  it('serves the new page with the texts the tutorial wrote, in the last order', async () => {
    const config = lastConfig!;
    const { status, html } = await fetchHtml(`${dev!.url}${config.path}`);
    expect(status).toBe(200);
    expect(sectionOrder(html)).toEqual(['hero-banner-1', 'page-status-1', 'ski-call-to-action', 'motto-1', 'planning-1']);
    const texts = config.sections.flatMap((s) => Object.values(s.props ?? {}).filter((v): v is string => typeof v === 'string'));
    expect(texts).toContain('Ready for the Slopes?');
    for (const text of texts) expect(html).toContain(escapeHtml(text));
  });

  it('serves the helpers the tutorial names: ?outline and /__blocks?width=390', async () => {
    const outlined = await fetchHtml(`${dev!.url}/landing-ski/?outline`);
    expect(outlined.html).toContain('/src/site/dev/outline-loader.ts');
    const blocks = await fetchHtml(`${dev!.url}/__blocks?width=390`);
    expect(blocks.status).toBe(200);
    expect(blocks.html).toContain('width="390"');
  });

  it('prints the error of its example exactly as shown', () => {
    const example = steps.find((s) => s.info === 'text' && s.body.includes('unknown block type'))!.body.trim();
    // The example is about the file as step 2 leaves it.
    const step2 = steps.find((s) => s.info.startsWith('json '))!;
    const file = step2.info.slice('json '.length).trim();
    const good = project.read(file);
    project.write(file, step2.body.replace('"type": "motto"', '"type": "mottoo"'));
    const result = project.run('npm', ['run', 'check:configs']);
    project.write(file, good);
    expect(result.code).toBe(1);
    expect(result.output).toContain(example);
  });
});
