import { z } from 'zod';
import { textProp } from '../shared/text-prop';

const card = z.object({
  title: z.string().min(1).describe('The value, e.g. Honor.'),
  text: z.string().describe('What the value means for the visitor.'),
});

/** The about page's three value cards: static copy, kept in the page config. */
export const valueCardsProps = z.object({
  heading: textProp('What We Stand For', 'Heading above the cards.'),
  cards: z
    .array(card)
    .min(1)
    .max(6)
    .default([
      {
        title: 'Honor',
        text: 'We recommend only what we would book for our own families, and we are upfront about prices, fees and trade-offs.',
      },
      {
        title: 'Diligence',
        text: 'Every booking is double-checked, every connection timed and every document sent well before you leave.',
      },
      {
        title: 'Legacy',
        text: 'Many of our clients first travelled with us as newlyweds and now bring their grandchildren. We plan for the long run.',
      },
    ])
    .describe('The cards, in order (spec 2: Honor, Diligence, Legacy).'),
});

export type ValueCardsProps = z.infer<typeof valueCardsProps>;
