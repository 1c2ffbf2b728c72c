import { z } from 'zod';
import { textProp } from '../shared/text-prop';

const card = z.object({
  image: z.string().min(1).describe('Site path of the card image.'),
  category: textProp('Places', "The card's category label (spec: 'Places')."),
  country: z.string().min(1).describe('The country line.'),
  title: z.string().min(1).describe('The card title.'),
  href: z.string().optional().describe('Where the card leads (a canonical site path); no link when missing.'),
});

const country = (name: string, slug: string, title: string) => ({
  image: `/images/demo/${slug}-banner.svg`,
  category: 'Places',
  country: name,
  title,
  href: `/country/${slug}/`,
});

/** The hub's six static 'Trending Now' cards. */
export const trendingCardsProps = z.object({
  heading: textProp('Trending Now', 'Heading above the cards.'),
  cards: z
    .array(card)
    .min(1)
    .max(12)
    .default([
      country('Kenya', 'kenya', 'Chasing the Great Migration'),
      country('Italy', 'italy', 'Tuscan Villas for the Whole Family'),
      country('Japan', 'japan', 'Cherry Blossoms in Kyoto'),
      country('Greece', 'greece', 'Island Hopping the Cyclades'),
      country('Iceland', 'iceland', 'Northern Lights and Hot Springs'),
      country('Thailand', 'thailand', 'Temples, Elephants and Beaches'),
    ])
    .describe('The cards, in order (spec: six).'),
});

export type TrendingCardsProps = z.infer<typeof trendingCardsProps>;
