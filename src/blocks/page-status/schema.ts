import { z } from 'zod';
import { textProp } from '../shared/text-prop';

export const pageStatusProps = z.object({
  errorText: textProp('Failed to load page data.', 'The red line shown when the page content cannot be loaded.'),
  emptyText: z
    .string()
    .optional()
    .describe("Shown when the page call answers without a data object (the home page: 'No data found'); unset shows nothing then."),
});

/** What the load found: whether the page call answered with a data object. */
export const pageStatusContent = z.object({ hasData: z.boolean() }).nullable();

export type PageStatusProps = z.infer<typeof pageStatusProps>;
export type PageStatusContent = z.infer<typeof pageStatusContent>;
