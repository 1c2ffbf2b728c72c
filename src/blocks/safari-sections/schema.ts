import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { textBlockItem } from '../../content/contract/page-fields';
import { textProp } from '../shared/text-prop';

export const safariSectionsProps = z.object({
  heading: z.string().optional().describe("The page's main heading (h1) above the sections, e.g. 'Kenya Safari Vacations'."),
  errorText: textProp('Failed to load content', 'Shown in red when loading fails or no section comes back.'),
  maxIntroduction: z.number().int().min(0).default(5).describe('Use at most this many introduction items (spec: 5).'),
  maxMotto: z.number().int().min(0).default(2).describe('Then at most this many motto items (spec: 2).'),
  uploadsPath: z
    .string()
    .regex(/^\/.*\/$/, 'a site path ending in "/"')
    .default('/images/demo/')
    .describe('Where bare image file names live (the site uploads path for page images).'),
});

/** Page 28's `introduction` and `motto` lists. */
export const safariSectionsContent = z.object({
  introduction: lenientArray(textBlockItem).nullish().transform((v) => v ?? []),
  motto: lenientArray(textBlockItem).nullish().transform((v) => v ?? []),
});

export type SafariSectionsProps = z.infer<typeof safariSectionsProps>;
export type SafariSectionsContent = z.infer<typeof safariSectionsContent>;
