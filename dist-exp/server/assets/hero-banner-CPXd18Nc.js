import { r as readData, t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as HeroBanner } from "./hero-banner-BPvlV-1d.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { r as bannerItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/hero-banner/schema.ts
var heroBannerProps = z.object({
	requireText: z.boolean().default(true).describe("Show the banner only when this page's content has a banner text (as on the content pages)."),
	heading: z.string().optional().describe("Heading when the content has none; defaults to the site default hero heading."),
	contentHeading: z.boolean().default(true).describe("Use the banner's own text as the heading. Off: the Heading set here is shown instead (e.g. Our Specialties, showing the home page's banner)."),
	subHeading: z.string().optional().describe("Sub-heading when the content has none."),
	tall: z.boolean().default(false).describe("Full-screen height."),
	source: z.enum([
		"page",
		"blog-list",
		"none"
	]).default("page").describe("Where the banner comes from: the page's banners, the blog list's banners (Blogs/list), or none (heading and sub-heading props only)."),
	mobileImage: z.string().regex(/^\/[^\s"()]*$/, "a site path, e.g. /images/demo/universal-mobile.svg").optional().describe("Background below 640 px instead of the video and poster (the Universal page).")
});
var heroBannerContent = lenientArray(bannerItem).optional();
// src/blocks/hero-banner/index.ts
var loadPageBanners = pageFieldLoad("banners");
var blogListBanners = z.object({ banners: z.unknown() });
/** The page's banners by default; the blog list page reads the banners of Blogs/list. */
async function loadBanners(context, read) {
	if (context.props.source === "none") return void 0;
	if (context.props.source === "blog-list") {
		const parsed = blogListBanners.safeParse(await readData(read, "Blogs/list", {}));
		return parsed.success ? parsed.data.banners : void 0;
	}
	return loadPageBanners(context, read);
}
var block = defineBlock({
	type: "hero-banner",
	description: "The page's banner: heading, sub text and looping video, shown only when banner text exists.",
	props: heroBannerProps,
	content: {
		schema: heroBannerContent,
		load: loadBanners
	},
	component: HeroBanner,
	example: { content: [{
		bannerText: "Family Travel",
		subText: "Trips the whole family will love",
		bannerVideo: null
	}] }
});
export { block };
