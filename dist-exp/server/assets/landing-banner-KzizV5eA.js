import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as LandingBanner } from "./landing-banner-ieLEbKDo.js";
import { z } from "zod";
// src/blocks/landing-banner/schema.ts
var sitePath = z.string().regex(/^\/[^\s"()]*$/, "a site path, e.g. /images/demo/ocean-cruise.svg");
var landingBannerProps = z.object({
	heading: z.string().default("Denver's Top Rated Family Travel Agency").describe("The headline (the page's h1)."),
	subHeading: z.string().optional().describe("A line under the headline."),
	image: sitePath.default("/images/fallback/banner.svg").describe("The background image (a site path)."),
	video: sitePath.optional().describe("A looping background video (a site path); the image is its poster."),
	height: z.enum(["full-screen", "500px"]).default("full-screen").describe("'full-screen' fills the window (family landing page); '500px' is the campaign pages' banner.")
});
// src/blocks/landing-banner/index.ts
var block = defineBlock({
	type: "landing-banner",
	description: "A landing page's first section: a full-width banner (full-screen or 500 px) with the headline from the config; the landing header lies over it with its one 'Ready To Travel?' button.",
	props: landingBannerProps,
	component: LandingBanner,
	example: { props: {
		heading: "Cruises the Whole Family Will Love",
		height: "500px",
		image: "/images/demo/ocean-cruise.svg"
	} }
});
export { block };
