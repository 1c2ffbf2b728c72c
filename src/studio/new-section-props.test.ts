import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../blocks/registry';
import { rendersH1 } from '../shared/second-h1-check';
import { TEXT_PLACEHOLDERS } from '../shared/section-placeholders';
import { newSectionProps } from './new-section-props';

describe('what an added section brings', () => {
  it('is valid for its block, never a main heading of a block that can choose, and has no example words a visitor would read', async () => {
    await blockRegistry.preload();
    const placeholders = new Set(Object.values(TEXT_PLACEHOLDERS));
    for (const block of blockRegistry.all()) {
      const props = newSectionProps(block);
      expect(block.props.safeParse(props).success, block.type).toBe(true);
      if ('headingLevel' in props) expect(props.headingLevel, block.type).toBe(2);
      for (const name of Object.keys(TEXT_PLACEHOLDERS)) {
        if (typeof props[name] === 'string') expect(placeholders.has(String(props[name])), `${block.type}.${name}: ${String(props[name])}`).toBe(true);
      }
    }
  });

  it('brings a section heading to replace, not the example text of another page', () => {
    const text = blockRegistry.get('static-text');
    const problem = blockRegistry.get('landing-problem');
    const banner = blockRegistry.get('landing-banner');
    if (!text || !problem || !banner) throw new Error('blocks missing from the registry');
    const added = newSectionProps(text);
    expect(added).toMatchObject({ heading: 'New section heading', headingLevel: 2 });
    expect(rendersH1({ type: 'static-text', props: added })).toBe(false);
    // The cruise page's example words stay out of a new page's sections; its picture and links stay.
    expect(newSectionProps(problem)).toMatchObject({ heading: 'New section heading', points: ['A question or worry your visitors have'] });
    expect(newSectionProps(banner)).toMatchObject({ heading: 'New section heading', image: '/images/demo/ocean-cruise.svg' });
    expect(JSON.stringify([added, newSectionProps(problem), newSectionProps(banner)])).not.toMatch(/Cruise|Terms of Use|Good to Know/);
  });
});
