import { u as metaFields } from "./page-fields-D40QRdQs.js";
import { r as readData } from "./read-Bx0rmszW.js";
import { z } from "zod";
// src/site/meta-sources/testimonials.ts
var listMeta = z.object(metaFields);
/**
* The testimonials page's title, description and keywords from testimonials/testimonial_list. When
* they are missing the page config's defaults apply ('Default Description', 'Default Keyword').
*/
var metaSource = async (_context, read) => {
	const data = await readData(read, "testimonials/testimonial_list", {}).catch((error) => {
		throw new Error("Failed to load metadata.", { cause: error });
	});
	const parsed = listMeta.safeParse(data);
	if (!parsed.success) throw new Error("Failed to load metadata.");
	return {
		title: parsed.data.meta_title,
		description: parsed.data.meta_description,
		keywords: parsed.data.meta_keyword
	};
};
export { metaSource };
