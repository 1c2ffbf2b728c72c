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
    expect(fields.fromContent).toMatchObject({ type: 'custom', label: "Use this page's own words" });
    expect(fields.height).toEqual({ type: 'select', label: 'Height', options: [{ label: '400px', value: '400px' }, { label: '500px', value: '500px' }] });
    expect(fields.links).toMatchObject({
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
    expect(propDescriptions(props, 'test-block')).toEqual([{ name: 'heading', label: 'Heading', description: 'The heading.' }]);
    expect(propDescriptions(z.object({ a: z.string().describe('inner').optional() }), 'test-block')).toEqual([{ name: 'a', label: 'A', description: 'inner' }]);
  });

  it('gives images a picker, heading levels a select in words, and names list items by their content', () => {
    expect(fieldFor(z.string().optional(), 'image')).toMatchObject({ type: 'custom', label: 'Image' });
    expect(fieldFor(z.string(), 'mobileImage')).toMatchObject({ type: 'custom', label: 'Mobile image' });
    expect(fieldFor(z.string(), 'imageAlt')).toEqual({ type: 'text', label: 'Image alt' });
    expect(fieldFor(z.union([z.literal(1), z.literal(2)]).default(2), 'headingLevel')).toEqual({
      type: 'select',
      label: 'Heading level',
      options: [
        { label: "Heading 1: the page's main heading", value: 1 },
        { label: 'Heading 2: a section heading', value: 2 },
      ],
    });
    const links = fieldsFor(props).links;
    const summary = links?.type === 'array' ? links.getItemSummary : undefined;
    expect(summary?.({ label: 'Cruises', href: '/ocean-cruise/' }, 0)).toBe('Cruises');
    expect(summary?.({ label: '', href: '' }, 2)).toBe('Item 3');
  });

  it('labels props in words', () => {
    expect(labelOf('defaultButtonLink')).toBe('Default button link');
  });
});
