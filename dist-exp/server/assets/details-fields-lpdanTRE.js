import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { a as requiredText, i as optionalText, o as safeLink, t as idValue } from "./fields-CILBz18C.js";
import { z } from "zod";
// src/content/contract/details-fields.ts
/** `pages/monthPageDetails` data (spec 2 §3 "Month page details"). */
var monthDetailsSchema = z.object({
	banner: z.object({
		image: safeLink,
		bannerText: optionalText
	}).nullish(),
	introduction: z.object({
		title: optionalText,
		description: optionalText,
		buttonText: optionalText,
		buttonLink: safeLink
	}).nullish(),
	metaData: z.object({
		meta_title: optionalText,
		meta_keyword: optionalText,
		meta_description: optionalText
	}).nullish(),
	destinationDetails: z.object({
		countryName: optionalText,
		destinationDescription: optionalText,
		destinationImagesPath: z.array(safeLink).nullish().transform((v) => v ?? [])
	}).nullish(),
	/** One bad card drops that card (lenient-array.ts), not the grid. */
	viewMoreDestinations: lenientArray(z.object({
		destinationId: idValue,
		bannerTitle: optionalText,
		countryName: requiredText,
		destinationDescription: optionalText,
		bannerImage: safeLink
	})).nullish().transform((v) => v ?? [])
});
/** `pages/CountryPageDetails` data (spec 2 §3 "Country page details"). */
var countryDetailsSchema = z.object({
	bannerData: z.object({
		bannerImage: safeLink,
		bannerTitle: optionalText
	}).nullish(),
	overViewData: z.object({
		overviewTitle: optionalText,
		overviewDescription: optionalText,
		overviewButtonText: optionalText,
		overviewButtonLink: safeLink
	}).nullish(),
	destinationDetails: z.object({
		countryName: optionalText,
		destinationDescription: optionalText,
		/** The spec says "at least four"; fewer is accepted here and the block shows what it has. */
		destinationImagesPath: z.array(safeLink).nullish().transform((v) => v ?? []),
		metaTitle: optionalText,
		metaDescription: optionalText,
		metaKeyword: optionalText
	}).nullish()
});
var regionItem = z.object({
	regionId: idValue,
	regionTitle: requiredText
});
var countryItem = z.object({
	id: idValue,
	name: requiredText
});
var destinationOption = z.object({
	destinationId: idValue,
	destinationTitle: requiredText
});
var telephoneCodeOption = z.object({
	id: idValue,
	name: requiredText,
	code: requiredText
});
var specialityLinkItem = z.object({
	id: idValue,
	name: requiredText,
	url: safeLink
});
export { regionItem as a, monthDetailsSchema as i, countryItem as n, specialityLinkItem as o, destinationOption as r, telephoneCodeOption as s, countryDetailsSchema as t };
