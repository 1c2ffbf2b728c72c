import { a as enquiryResponseSchema, i as enquiryRequestSchema } from "./enquiry-request-BAqkLTd3.js";
import { o as leadRequestSchema, s as leadResponseSchema } from "./lead-request-D19jFA5p.js";
import { a as regionItem, i as monthDetailsSchema, n as countryItem, o as specialityLinkItem, r as destinationOption, s as telephoneCodeOption, t as countryDetailsSchema } from "./details-fields-lpdanTRE.js";
import { i as optionalText, t as idValue } from "./fields-CILBz18C.js";
import { n as newsletterResponseSchema, t as newsletterRequestSchema } from "./newsletter-fields-CODKgG_f.js";
import { _ as testimonialItem, i as blogItem, p as pageDataSchema, r as bannerItem } from "./page-fields-D40QRdQs.js";
import "./call-names-BhdHg_xh.js";
import { z } from "zod";
// src/content/contract/calls.ts
/**
* The content API contract: every call of spec 1 §7 and spec 2 §7, with its request body and its
* response, field names exactly as the spec gives them. The browser's client, the server's routes,
* the embedded store and the remote source all speak through this one table.
*/
var emptyBody = z.object({}).strict();
var envelope = (data) => z.object({
	success: z.boolean(),
	message: z.string().optional(),
	data
});
var metaEnvelopeFields = {
	meta_title: optionalText,
	meta_keyword: optionalText,
	meta_description: optionalText
};
var contentCalls = {
	"pages/get": {
		request: z.object({ pageId: z.coerce.number().int().positive().max(1e5) }),
		response: envelope(pageDataSchema.nullable())
	},
	"pages/regions": {
		request: emptyBody,
		response: envelope(z.object({ regions: z.array(regionItem) }))
	},
	"testimonials/testimonial_list": {
		request: emptyBody,
		response: envelope(z.object({
			testimonials: z.array(testimonialItem),
			...metaEnvelopeFields
		}))
	},
	"Blogs/list": {
		request: emptyBody,
		response: envelope(z.object({
			blogs: z.array(blogItem),
			banners: z.array(bannerItem).optional(),
			...metaEnvelopeFields
		}))
	},
	/** The blog id travels in the path: POST Blogs/details/{blogId} with an empty body. */
	"Blogs/details": {
		request: z.object({ blogId: idValue }),
		response: envelope(z.array(blogItem))
	},
	"pages/monthPageDetails": {
		request: z.object({ monthId: idValue }),
		response: envelope(monthDetailsSchema.nullable())
	},
	"pages/CountryPageDetails": {
		request: z.object({ countryId: idValue }),
		response: envelope(countryDetailsSchema.nullable())
	},
	"pages/country": {
		request: emptyBody,
		response: envelope(z.object({ countries: z.array(countryItem) }))
	},
	"pages/destinations": {
		request: emptyBody,
		response: envelope(z.object({ destinations: z.array(destinationOption) }))
	},
	"pages/telephone_code": {
		request: emptyBody,
		response: envelope(z.object({ telephoneCodes: z.array(telephoneCodeOption) }))
	},
	"pages/specialities_list": {
		request: emptyBody,
		response: envelope(z.array(specialityLinkItem))
	},
	"enquiries/register": {
		request: enquiryRequestSchema,
		response: enquiryResponseSchema
	},
	"enquiries/lead_contact": {
		request: leadRequestSchema,
		response: leadResponseSchema
	},
	/** Ours, not the spec's: the hub's newsletter box stores the address (answered by the server itself). */
	"newsletter/subscribe": {
		request: newsletterRequestSchema,
		response: newsletterResponseSchema
	}
};
export { contentCalls as t };
