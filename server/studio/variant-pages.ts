import { z } from 'zod';
import { CONTROL_VARIANT, experimentSchema } from '../../src/engine/experiment-schema';
import { pageForVariant } from '../../src/engine/experiment-variant';

const proposedSchema = z.looseObject({
  sections: z.array(z.looseObject({ id: z.string(), props: z.record(z.string(), z.unknown()).optional() })),
  experiment: experimentSchema,
});

/**
 * The proposed config as each of its experiment's variants shows it (the control aside): what a
 * visitor of that variant gets is checked like the page itself (unfinished words, pictures,
 * sections that show nothing). None when the proposal has no readable experiment: its shape's
 * problems are the config check's.
 */
export function variantPagesOf(config: unknown): { variant: string; page: Record<string, unknown> }[] {
  const parsed = proposedSchema.safeParse(config);
  if (!parsed.success) return [];
  return parsed.data.experiment.variants
    .filter((variant) => variant.id !== CONTROL_VARIANT && (variant.sections || variant.props))
    .map((variant) => ({ variant: variant.id, page: pageForVariant(parsed.data, variant.id) }));
}
