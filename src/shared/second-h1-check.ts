import { z } from 'zod';
import { problemAt, type ConfigFile, type ConfigProblem } from '../engine/config-check';

/**
 * A page has one main heading (H1). These blocks always render one (the banners, the pages'
 * own title blocks); static text renders one when its heading level is 1. Kept beside the blocks'
 * code by src/shared/second-h1-check.test.ts, which reads which blocks' code writes an <h1>.
 */
export const BLOCKS_WITH_H1 = new Set([
  'hero-banner',
  'place-banner',
  'landing-banner',
  'review-links',
  'safari-sections',
  'inspiration-tabs',
  'blog-detail',
  'advisor-intro',
]);

const sectionsSchema = z.object({
  sections: z.array(z.object({ id: z.string(), type: z.string(), props: z.record(z.string(), z.unknown()).optional() })),
});

export function rendersH1(section: { type: string; props?: Record<string, unknown> }): boolean {
  return BLOCKS_WITH_H1.has(section.type) || (section.type === 'static-text' && section.props?.headingLevel === 1);
}

/** `check:configs` and the studio: every section after the first that renders an H1 is a problem. */
export function checkSecondH1(file: ConfigFile, data: unknown): ConfigProblem[] {
  const page = sectionsSchema.safeParse(data);
  if (!page.success) return [];
  const withH1 = page.data.sections.flatMap((section, index) => (rendersH1(section) ? [{ section, index }] : []));
  const first = withH1[0];
  if (!first) return [];
  return withH1.slice(1).map(({ section, index }) =>
    problemAt(
      file,
      ['sections', index],
      `a second main heading (H1) on the page: section ${first.index + 1} above already shows the page's main heading, and a page has one${section.type === 'static-text' ? ' (set this heading level to 2)' : ' (remove one of them)'}`,
      `a second main heading (H1) on the page: section ${first.index + 1} above already shows the page's main heading, and a page has one. ${
        section.type === 'static-text' ? 'Choose "Heading 2: a section heading" as its Heading level.' : 'Remove one of the two sections.'
      }`,
    ),
  );
}
