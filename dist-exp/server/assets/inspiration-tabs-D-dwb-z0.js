import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as InspirationTabs } from "./inspiration-tabs-DbjFuLFy.js";
import { z } from "zod";
// src/blocks/inspiration-tabs/schema.ts
var tab = z.object({
	label: z.string().min(1).describe("Tab text (the spec writes them in capitals)."),
	href: z.string().min(1).describe("Canonical site path of the tab.")
});
/**
* The hub's tab links. TRIP FINDER and MOST POPULAR have no pages of their own (/trip-finder and
* /most-popular redirect), so they link the redirect targets directly: /destinations/, /experiences/.
*/
var inspirationTabsProps = z.object({
	heading: z.string().default("Trip Inspiration").describe("The page's main heading (h1) above the tabs."),
	label: z.string().default("Inspiration sections").describe("Accessible name of the tab navigation."),
	tabs: z.array(tab).min(1).default([
		{
			label: "MONTH",
			href: "/month/"
		},
		{
			label: "INSPIRATION",
			href: "/inspiration/"
		},
		{
			label: "TRIP FINDER",
			href: "/destinations/"
		},
		{
			label: "MOST POPULAR",
			href: "/experiences/"
		}
	]).describe("The tab links, in order.")
});
// src/blocks/inspiration-tabs/index.ts
var block = defineBlock({
	type: "inspiration-tabs",
	description: "The trip-inspiration hub's heading and tab links (MONTH, INSPIRATION, TRIP FINDER, MOST POPULAR).",
	props: inspirationTabsProps,
	component: InspirationTabs
});
export { block };
