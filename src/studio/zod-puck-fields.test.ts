import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldFor, fieldsFor, labelOf, propDescriptions } from './zod-puck-fields';

describe('zod → Puck fields', () => {
  const props = z.object({
    heading: z.string().default('Hello').describe('The heading.'),
    count: z.number().int().optional(),
    parallax: z.number().min(0).max(1).default(0.2),
    fromContent: z.boolean().default(true),
    height: z.enum(['400px', '500px']).default('400px'),
    points: z.array(z.string()).default([]),
    links: z.array(z.object({ label: z.string(), href: z.string() })).default([]),
    cta: z.object({ text: z.string(), tone: z.literal('bright') }).optional(),
    either: z.union([z.string(), z.number()]).optional(),
  });

  it('maps strings, numbers, booleans, enums, arrays and objects to Puck field types', () => {
    const fields = fieldsFor(props);
    expect(Object.keys(fields)).toEqual(['heading', 'count', 'parallax', 'fromContent', 'height', 'points', 'links', 'cta', 'either']);
    expect(fields.heading).toEqual({ type: 'text', label: 'Heading' });
    expect(fields.count).toEqual({ type: 'number', label: 'Count' });
    expect(fields.parallax?.type).toBe('number');
    expect(fields.fromContent).toEqual({ type: 'radio', label: 'From content', options: [{ label: 'Yes', value: true }, { label: 'No', value: false }] });
    expect(fields.height).toEqual({ type: 'select', label: 'Height', options: [{ label: '400px', value: '400px' }, { label: '500px', value: '500px' }] });
    expect(fields.links).toEqual({
      type: 'array',
      label: 'Links',
      arrayFields: { label: { type: 'text', label: 'Label' }, href: { type: 'text', label: 'Href' } },
    });
    expect(fields.cta).toEqual({
      type: 'object',
      label: 'Cta',
      objectFields: { text: { type: 'text', label: 'Text' }, tone: { type: 'select', label: 'Tone', options: [{ label: 'bright', value: 'bright' }] } },
    });
  });

  it('edits a list of strings one per line, and falls back to a JSON field for what has no field type', () => {
    const fields = fieldsFor(props);
    expect(fields.points).toMatchObject({ type: 'custom', label: 'Points' });
    expect(fields.either).toMatchObject({ type: 'custom', label: 'Either' });
    expect(fieldFor(z.record(z.string(), z.number()), 'weights')).toMatchObject({ type: 'custom', label: 'Weights' });
  });

  it('keeps the descriptions of the props for the help text, through defaults and optionals', () => {
    expect(propDescriptions(props)).toEqual([{ name: 'heading', label: 'Heading', description: 'The heading.' }]);
    expect(propDescriptions(z.object({ a: z.string().describe('inner').optional() }))).toEqual([{ name: 'a', label: 'A', description: 'inner' }]);
  });

  it('labels props in words', () => {
    expect(labelOf('defaultButtonLink')).toBe('Default button link');
  });
});
