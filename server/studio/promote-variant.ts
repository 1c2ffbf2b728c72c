import { z } from 'zod';
import { experimentSchema } from '../../src/engine/experiment-schema';
import { pageForVariant } from '../../src/engine/experiment-variant';

/**
 * "Promote" on the experiment report (docs/experiments.md): the page config file as it becomes
 * when one variant wins: the variant's section order and props become the page's own, and the
 * experiment is removed, so it ends as soon as the change request is applied. Works on the file's
 * JSON as it is (its key order, no defaults added), like every studio change request.
 */
const rawPageSchema = z.looseObject({
  sections: z.array(z.looseObject({ id: z.string(), props: z.record(z.string(), z.unknown()).optional() })),
  experiment: experimentSchema,
});

export type Promotion = { ok: true; config: Record<string, unknown> } | { ok: false; message: string };

export function promoteVariant(rawConfig: unknown, experimentId: string, variantId: string): Promotion {
  const page = rawPageSchema.safeParse(rawConfig);
  if (!page.success || page.data.experiment.id !== experimentId) return { ok: false, message: `The page no longer runs the experiment ${experimentId}.` };
  if (!page.data.experiment.variants.some((variant) => variant.id === variantId)) {
    return { ok: false, message: `The experiment ${experimentId} has no variant ${variantId}.` };
  }
  const { sections } = pageForVariant(page.data, variantId);
  // The file's own keys in the file's order (the parsed object puts the schema's keys first).
  const config = Object.fromEntries(
    Object.entries(z.record(z.string(), z.unknown()).parse(rawConfig))
      .filter(([key]) => key !== 'experiment')
      .map(([key, value]) => [key, key === 'sections' ? sections : value]),
  );
  return { ok: true, config };
}
