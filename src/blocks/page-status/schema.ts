import { z } from 'zod';

export const pageStatusProps = z.object({
  errorText: z.string().default('Failed to load page data.').describe('The red line shown when the page content cannot be loaded.'),
});

export type PageStatusProps = z.infer<typeof pageStatusProps>;
