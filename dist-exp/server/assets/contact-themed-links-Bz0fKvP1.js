import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as ContactThemedLinks } from "./contact-themed-links-DD5SXMzd.js";
import { z } from "zod";
// src/blocks/contact-themed-links/schema.ts
var themedLink = z.object({
	label: z.string().min(1).describe("Visible link text."),
	href: z.string().min(1).describe("A canonical site path with trailing slash, e.g. /honeymoon/.")
});
var contactThemedLinksProps = z.object({
	heading: z.string().default("Looking for Inspiration?").describe("Heading above the links."),
	text: z.string().default("Explore the trips we plan most often, then tell us about yours.").describe("A line under the heading."),
	links: z.array(themedLink).default([
		{
			label: "Honeymoon",
			href: "/honeymoon/"
		},
		{
			label: "Destination Wedding",
			href: "/destinetion-wedding/"
		},
		{
			label: "Family Travel",
			href: "/family-travel/"
		},
		{
			label: "Group Travel",
			href: "/group-travel/"
		},
		{
			label: "Anniversary",
			href: "/anniversary/"
		},
		{
			label: "All Inclusive Vacations",
			href: "/all-inclusive-vacations/"
		},
		{
			label: "Ocean Cruise",
			href: "/ocean-cruise/"
		},
		{
			label: "River Cruise",
			href: "/river-cruise/"
		},
		{
			label: "Disney Vacations",
			href: "/disney-vacations/"
		},
		{
			label: "Ski Vacations",
			href: "/colorado-ski-vacations/"
		}
	]).describe("The themed pages, in order."),
	buttonText: z.string().default("Ready To Travel?").describe("The call-to-action label under the links."),
	buttonLink: z.string().default("/go/").describe("Where the button goes; \"/go/#<section id>\" on /go/ itself scrolls to that section (e.g. the form).")
});
// src/blocks/contact-themed-links/index.ts
var block = defineBlock({
	type: "contact-themed-links",
	description: "Links to the themed pages at their canonical paths and a 'Ready To Travel?' button.",
	props: contactThemedLinksProps,
	component: ContactThemedLinks
});
export { block };
