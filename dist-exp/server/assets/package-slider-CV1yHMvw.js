import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as PackageSlider } from "./package-slider-CDahj2iv.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { f as packageSliderItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/package-slider/schema.ts
var packageSliderProps = z.object({
	heading: z.string().default("Discover Bespoke Journeys").describe("Heading above the slider."),
	defaultButtonText: z.string().default("Explore").describe("Card button label when the package has none."),
	transitionMs: z.number().int().min(0).max(5e3).default(500).describe("Slide transition in milliseconds."),
	failureLog: z.string().default("Error fetching packages data. Please try again later.").describe("Logged (not shown) when the content cannot be loaded.")
});
/** The page's `package_sliders` list. */
var packageSliderContent = lenientArray(packageSliderItem).optional();
// src/blocks/package-slider/index.ts
var block = defineBlock({
	type: "package-slider",
	description: "'Discover Bespoke Journeys': the page's packages in an infinite slider (4/2/1 cards), each linking to /country/{slug}/.",
	props: packageSliderProps,
	content: {
		schema: packageSliderContent,
		load: pageFieldLoad("package_sliders")
	},
	component: PackageSlider,
	example: { content: [{
		packageId: 1,
		image: "/images/demo/kenya-banner.svg",
		title: "Great Migration Family Safari",
		subText: "9 days in the Maasai Mara.",
		buttonText: "Explore Kenya",
		country: "Kenya"
	}] }
});
export { block };
