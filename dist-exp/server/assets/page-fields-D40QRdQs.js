import { a as requiredText, i as optionalText, n as imageRef, o as safeLink, r as numericText, t as idValue } from "./fields-CILBz18C.js";
import { z } from "zod";
// src/content/contract/page-fields.ts
/**
* The fields of the `pages/get` call's `data`, named exactly as the spec names them
* (spec 1 §3 and spec 2 §3). Each list field is exported on its own so that a block can
* validate just the slice it reads: a bad list breaks one section, never the page.
*/
var metaFields = {
	meta_title: optionalText,
	meta_keyword: optionalText,
	meta_description: optionalText
};
var introItem = z.object({
	text: requiredText,
	description: optionalText,
	buttonLink: safeLink,
	buttonText: optionalText
});
var homeReviewItem = z.object({
	id: idValue,
	description: requiredText,
	rating: z.number().min(0).max(5),
	name: requiredText
});
/** Home tiles use `name`; the experiences carousel reads `speciality_name` (spec 2 §3). */
var specialityItem = z.object({
	id: idValue,
	name: optionalText,
	speciality_name: optionalText,
	image: safeLink,
	url: safeLink,
	pageId: z.number().int().positive().nullish().transform((v) => v ?? void 0)
}).refine((item) => Boolean(item.name ?? item.speciality_name), { message: "a speciality needs a name" });
var packageSliderItem = z.object({
	packageId: idValue,
	image: safeLink,
	title: requiredText,
	subText: optionalText,
	buttonText: optionalText,
	country: requiredText
});
var aboutItem = z.object({
	text: requiredText,
	description: optionalText,
	image: safeLink,
	buttonText: optionalText,
	buttonLink: safeLink
});
var advisorItem = z.object({
	name: requiredText,
	designation: optionalText,
	description: optionalText,
	image: safeLink
});
var catalogItem = z.object({
	id: idValue,
	text: requiredText,
	description: optionalText,
	image: safeLink
});
var bannerItem = z.object({
	bannerText: optionalText,
	subText: optionalText,
	bannerVideo: safeLink,
	/** Not in the spec's list: a poster frame so the hero paints before the video loads. */
	bannerImage: safeLink
});
var whereToItem = z.object({
	text: optionalText,
	description: optionalText
});
/**
* introduction, motto, planning, aim, certifications and Testimonial share one item shape.
* `image` may be a bare file name (the safari page's): render it through `imageUrl` or resolve it.
*/
var textBlockItem = z.object({
	id: idValue.optional(),
	text: optionalText,
	description: optionalText,
	image: imageRef,
	buttonText: optionalText,
	buttonLink: safeLink,
	backgroundImage: safeLink
});
var partnerItem = z.object({
	id: idValue,
	title: requiredText,
	image: safeLink
});
var destinationNameItem = z.object({
	id: idValue,
	name: requiredText
});
var imageItem = z.object({ image: safeLink });
var monthlyDestinationItem = z.object({
	monthId: idValue,
	title: requiredText,
	subTitle: optionalText,
	image: safeLink
});
var reviewPageFields = {
	review_title: optionalText,
	subtext: optionalText,
	google_text: optionalText,
	google_link: safeLink,
	yelp_text: optionalText,
	yelp_link: safeLink
};
var blogItem = z.object({
	blogId: idValue,
	title: requiredText,
	description: optionalText,
	image: safeLink,
	createdAt: optionalText,
	authorName: optionalText,
	authorImage: safeLink,
	/** Category ids as strings, as the spec's back end sends them. */
	categories: z.array(z.string()).nullish().transform((v) => v ?? []),
	categoryNames: z.array(z.string()).nullish().transform((v) => v ?? []),
	...metaFields
});
var testimonialItem = z.object({
	id: idValue,
	name: requiredText,
	image: safeLink,
	description: optionalText,
	/** A number held as text (spec 1 §3), converted to a number. */
	rating: numericText.pipe(z.number().min(0).max(5))
});
/** Every list field of the page call; each is optional because pages use different subsets. */
var pageListFields = {
	intro: z.array(introItem),
	reviews: z.array(homeReviewItem),
	specialities: z.array(specialityItem),
	package_sliders: z.array(packageSliderItem),
	about: z.array(aboutItem),
	advisors: z.array(advisorItem),
	catalog: z.array(catalogItem),
	whereTo: z.array(whereToItem),
	banners: z.array(bannerItem),
	blogs: z.array(blogItem),
	testimonials: z.array(testimonialItem),
	partners: z.array(partnerItem),
	introduction: z.array(textBlockItem),
	motto: z.array(textBlockItem),
	planning: z.array(textBlockItem),
	aim: z.array(textBlockItem),
	certifications: z.array(textBlockItem),
	Testimonial: z.array(textBlockItem),
	destinations: z.array(destinationNameItem),
	image: z.array(imageItem),
	monthlyDestinations: z.array(monthlyDestinationItem)
};
/** The whole `data` of `pages/get`, strict: demo content and the remote stub are checked against it. */
var pageDataSchema = z.object(pageListFields).partial().extend({
	...metaFields,
	...reviewPageFields
});
export { testimonialItem as _, catalogItem as a, imageItem as c, monthlyDestinationItem as d, packageSliderItem as f, specialityItem as g, reviewPageFields as h, blogItem as i, introItem as l, partnerItem as m, advisorItem as n, destinationNameItem as o, pageDataSchema as p, bannerItem as r, homeReviewItem as s, aboutItem as t, metaFields as u, textBlockItem as v, whereToItem as y };
