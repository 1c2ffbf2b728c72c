import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConfigSchemaFiles } from '../src/site/config-schema-files';
import { projectPath, staleFiles } from './generated-files';

describe('the editor JSON Schemas in page-configs/', () => {
  it('are up to date with the blocks and config schemas (else: run npm run generate:schemas)', async () => {
    const stale = await staleFiles(await buildConfigSchemaFiles());
    expect(stale, 'stale JSON Schema: run npm run generate:schemas and commit the result').toEqual([]);
  });

  it('tell an editor the block types, their props with descriptions and defaults, and flag unknown props', async () => {
    const [pageSchema] = await buildConfigSchemaFiles();
    const schema = JSON.parse(pageSchema!.text);
    const variants: { properties: { type: { const: string; description: string }; props: Record<string, unknown> } }[] =
      schema.properties.sections.items.oneOf;
    const motto = variants.find((v) => v.properties.type.const === 'motto');
    expect(motto?.properties.type.description).toMatch(/motto/i);
    expect(motto?.properties.props).toMatchObject({
      additionalProperties: false,
      properties: { parallax: { type: 'number', default: 0.2, description: 'Background moves by this share of the scroll distance.' } },
    });
    // Input side: a prop with a default need not be written.
    expect(motto?.properties.props.required ?? []).not.toContain('parallax');
    expect(variants.map((v) => v.properties.type.const)).toEqual(expect.arrayContaining(['hero-banner', 'motto', 'planning', 'where-to']));
  });

  it('are the files the configs name in "$schema"', () => {
    const familyTravel = JSON.parse(readFileSync(projectPath('page-configs/pages/family-travel.json'), 'utf8'));
    const site = JSON.parse(readFileSync(projectPath('page-configs/site.json'), 'utf8'));
    expect(familyTravel.$schema).toBe('../page-config.schema.json');
    expect(site.$schema).toBe('./site.schema.json');
    expect(readFileSync(projectPath('page-configs/site.schema.json'), 'utf8')).toContain('"title": "Site config"');
  });
});
