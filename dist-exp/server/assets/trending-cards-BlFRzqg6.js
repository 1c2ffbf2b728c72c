import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as TrendingCards } from "./trending-cards-CVJDnyp5.js";
import { z } from "zod";
// src/blocks/trending-cards/schema.ts
var card = z.object({
	image: z.string().min(1).describe("Site path of the card image."),
	category: z.string().default("Places").describe("The card's category label (spec: 'Places')."),
	country: z.string().min(1).describe("The country line."),
	title: z.string().min(1).describe("The card title."),
	href: z.string().optional().describe("Where the card leads (a canonical site path); no link when missing.")
});
var country = (name, slug, title) => ({
	image: `/images/demo/${slug}-banner.svg`,
	category: "Places",
	country: name,
	title,
	href: `/country/${slug}/`
});
/** The hub's six static 'Trending Now' cards. */
var trendingCardsProps = z.object({
	heading: z.string().default("Trending Now").describe("Heading above the cards."),
	cards: z.array(card).min(1).max(12).default([
		country("Kenya", "kenya", "Chasing the Great Migration"),
		country("Italy", "italy", "Tuscan Villas for the Whole Family"),
		country("Japan", "japan", "Cherry Blossoms in Kyoto"),
		country("Greece", "greece", "Island Hopping the Cyclades"),
		country("Iceland", "iceland", "Northern Lights and Hot Springs"),
		country("Thailand", "thailand", "Temples, Elephants and Beaches")
	]).describe("The cards, in order (spec: six).")
});
// src/blocks/trending-cards/index.ts
var block = defineBlock({
	type: "trending-cards",
	description: "The hub's 'Trending Now' grid of static cards (image, category 'Places', country, title).",
	props: trendingCardsProps,
	component: TrendingCards
});
export { block };
