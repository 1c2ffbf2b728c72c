import { z } from 'zod';
import type { ContentCallName } from './call-names';
import { enquiryRequestSchema, enquiryResponseSchema } from './enquiry-request';
import { leadRequestSchema, leadResponseSchema } from './lead-request';
import {
  countryDetailsSchema,
  countryItem,
  destinationOption,
  monthDetailsSchema,
  regionItem,
  specialityLinkItem,
  telephoneCodeOption,
} from './details-fields';
import { idValue, optionalText } from './fields';
import { newsletterRequestSchema, newsletterResponseSchema } from './newsletter-fields';
import { bannerItem, blogItem, pageDataSchema, testimonialItem } from './page-fields';

/**
 * The content API contract: every call of spec 1 §7 and spec 2 §7, with its request body and its
 * response, field names exactly as the spec gives them. The browser's client, the server's routes,
 * the embedded store and the remote source all speak through this one table.
 */
const emptyBody = z.object({}).strict();
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string().optional(), data });

const metaEnvelopeFields = {
  meta_title: optionalText,
  meta_keyword: optionalText,
  meta_description: optionalText,
};

export const contentCalls = {
  'pages/get': {
    request: z.object({ pageId: z.coerce.number().int().positive().max(100_000) }),
    response: envelope(pageDataSchema.nullable()),
  },
  'pages/regions': {
    request: emptyBody,
    response: envelope(z.object({ regions: z.array(regionItem) })),
  },
  'testimonials/testimonial_list': {
    request: emptyBody,
    response: envelope(z.object({ testimonials: z.array(testimonialItem), ...metaEnvelopeFields })),
  },
  'Blogs/list': {
    request: emptyBody,
    response: envelope(
      z.object({ blogs: z.array(blogItem), banners: z.array(bannerItem).optional(), ...metaEnvelopeFields }),
    ),
  },
  /** The blog id travels in the path: POST Blogs/details/{blogId} with an empty body. */
  'Blogs/details': {
    request: z.object({ blogId: idValue }),
    response: envelope(z.array(blogItem)),
  },
  'pages/monthPageDetails': {
    request: z.object({ monthId: idValue }),
    response: envelope(monthDetailsSchema.nullable()),
  },
  'pages/CountryPageDetails': {
    request: z.object({ countryId: idValue }),
    response: envelope(countryDetailsSchema.nullable()),
  },
  'pages/country': {
    request: emptyBody,
    response: envelope(z.object({ countries: z.array(countryItem) })),
  },
  'pages/destinations': {
    request: emptyBody,
    response: envelope(z.object({ destinations: z.array(destinationOption) })),
  },
  'pages/telephone_code': {
    request: emptyBody,
    response: envelope(z.object({ telephoneCodes: z.array(telephoneCodeOption) })),
  },
  'pages/specialities_list': {
    request: emptyBody,
    response: envelope(z.array(specialityLinkItem)),
  },
  'enquiries/register': {
    request: enquiryRequestSchema,
    response: enquiryResponseSchema,
  },
  'enquiries/lead_contact': {
    request: leadRequestSchema,
    response: leadResponseSchema,
  },
  /** Ours, not the spec's: the hub's newsletter box stores the address (answered by the server itself). */
  'newsletter/subscribe': {
    request: newsletterRequestSchema,
    response: newsletterResponseSchema,
  },
} as const satisfies Record<ContentCallName, { request: z.ZodType; response: z.ZodType }>;

export {
  CONTENT_CALL_NAMES as contentCallNames,
  callPath,
  contentKey,
  isContentCallName,
  type ContentCallName,
} from './call-names';
export type CallRequest<C extends ContentCallName> = z.input<(typeof contentCalls)[C]['request']>;
export type CallResponse<C extends ContentCallName> = z.infer<(typeof contentCalls)[C]['response']>;
