import { z } from 'zod';
import { textProp } from '../shared/text-prop';

const tab = z.object({
  label: z.string().min(1).describe('Tab text (the spec writes them in capitals).'),
  href: z.string().min(1).describe('Canonical site path of the tab.'),
});

/**
 * The hub's tab links. TRIP FINDER and MOST POPULAR have no pages of their own (/trip-finder and
 * /most-popular redirect), so they link the redirect targets directly: /destinations/, /experiences/.
 */
export const inspirationTabsProps = z.object({
  heading: textProp('Trip Inspiration', "The page's main heading (h1) above the tabs."),
  label: textProp('Inspiration sections', 'Accessible name of the tab navigation.'),
  tabs: z
    .array(tab)
    .min(1)
    .default([
      { label: 'MONTH', href: '/month/' },
      { label: 'INSPIRATION', href: '/inspiration/' },
      { label: 'TRIP FINDER', href: '/destinations/' },
      { label: 'MOST POPULAR', href: '/experiences/' },
    ])
    .describe('The tab links, in order.'),
});

export type InspirationTabsProps = z.infer<typeof inspirationTabsProps>;
