import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockRegistry } from '../../blocks/registry';
import { defineBlock } from '../../engine/block';
import { fixtureFor } from './block-fixture';

const testBlock = (example: { props?: Record<string, unknown>; content?: unknown }) =>
  defineBlock({
    type: 'quote',
    description: 'A quote.',
    props: z.object({ size: z.enum(['small', 'large']).default('small').describe('Type size.') }),
    content: { schema: z.object({ text: z.string() }), load: async () => ({}) },
    component: () => null,
    example,
  });

describe('fixtureFor', () => {
  it('parses the example props (defaults filled) and content for the ready state', () => {
    const result = fixtureFor(testBlock({ content: { text: 'Go' } }), 'ready');
    expect(result.ok && result.input.props).toEqual({ size: 'small' });
    expect(result.ok && result.input.content).toEqual({ text: 'Go' });
    expect(result.ok && result.input.context.section).toMatchObject({ id: 'quote-example', type: 'quote' });
  });

  it('passes no content for the failed, loading and invalid states', () => {
    const result = fixtureFor(testBlock({ content: { text: 'Go' } }), 'failed');
    expect(result.ok && result.input).toMatchObject({ status: 'failed', content: undefined });
  });

  it('shows a block without an example with its defaults and no content', () => {
    const bare = { ...testBlock({}), example: undefined };
    expect(fixtureFor(bare, 'ready')).toMatchObject({ ok: true, input: { props: { size: 'small' }, content: undefined, status: 'ready' } });
  });

  it('reports a fixture that does not fit its own schemas', () => {
    expect(fixtureFor(testBlock({ props: { size: 'huge' } }), 'ready')).toMatchObject({ ok: false, error: expect.stringContaining('example props') });
    expect(fixtureFor(testBlock({ content: { text: 3 } }), 'ready')).toMatchObject({ ok: false, error: expect.stringContaining('example content') });
  });
});

describe('every registered block', () => {
  it('has no example fixture that fails its own props or content schema (the catalogue renders it)', async () => {
    await blockRegistry.preload();
    const broken = blockRegistry
      .all()
      .map((block) => ({ type: block.type, result: fixtureFor(block, 'ready') }))
      .flatMap(({ type, result }) => (result.ok ? [] : [`${type}: ${result.error}`]));
    expect(broken).toEqual([]);
  });
});
