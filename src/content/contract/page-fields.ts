import { z } from 'zod';
import { idValue, imageRef, numericText, optionalText, requiredText, safeLink } from './fields';

/**
 * The fields of the `pages/get` call's `data`, named exactly as the spec names them
 * (spec 1 §3 and spec 2 §3). Each list field is exported on its own so that a block can
 * validate just the slice it reads: a bad list breaks one section, never the page.
 */
export const metaFields = {
  meta_title: optionalText,
  meta_keyword: optionalText,
  meta_description: optionalText,
};

export const introItem = z.object({
  text: requiredText,
  description: optionalText,
  buttonLink: safeLink,
  buttonText: optionalText,
});

export const homeReviewItem = z.object({
  id: idValue,
  description: requiredText,
  rating: z.number().min(0).max(5),
  name: requiredText,
});

/** Home tiles use `name`; the experiences carousel reads `speciality_name` (spec 2 §3). */
export const specialityItem = z
  .object({
    id: idValue,
    name: optionalText,
    speciality_name: optionalText,
    image: safeLink,
    url: safeLink,
    pageId: z.number().int().positive().nullish().transform((v) => v ?? undefined),
  })
  .refine((item) => Boolean(item.name ?? item.speciality_name), { message: 'a speciality needs a name' });

export const packageSliderItem = z.object({
  packageId: idValue,
  image: safeLink,
  title: requiredText,
  subText: optionalText,
  buttonText: optionalText,
  country: requiredText,
});

export const aboutItem = z.object({
  text: requiredText,
  description: optionalText,
  image: safeLink,
  buttonText: optionalText,
  buttonLink: safeLink,
});

export const advisorItem = z.object({
  name: requiredText,
  designation: optionalText,
  description: optionalText,
  image: safeLink,
});

export const catalogItem = z.object({
  id: idValue,
  text: requiredText,
  description: optionalText,
  image: safeLink,
});

export const bannerItem = z.object({
  bannerText: optionalText,
  subText: optionalText,
  bannerVideo: safeLink,
  /** Not in the spec's list: a poster frame so the hero paints before the video loads. */
  bannerImage: safeLink,
});

export const whereToItem = z.object({
  text: optionalText,
  description: optionalText,
});

/**
 * introduction, motto, planning, aim, certifications and Testimonial share one item shape.
 * `image` may be a bare file name (the safari page's): render it through `imageUrl` or resolve it.
 */
export const textBlockItem = z.object({
  id: idValue.optional(),
  text: optionalText,
  description: optionalText,
  image: imageRef,
  buttonText: optionalText,
  buttonLink: safeLink,
  backgroundImage: safeLink,
});

export const partnerItem = z.object({
  id: idValue,
  title: requiredText,
  image: safeLink,
});

export const destinationNameItem = z.object({ id: idValue, name: requiredText });

export const imageItem = z.object({ image: safeLink });

export const monthlyDestinationItem = z.object({
  monthId: idValue,
  title: requiredText,
  subTitle: optionalText,
  image: safeLink,
});

export const reviewPageFields = {
  review_title: optionalText,
  subtext: optionalText,
  google_text: optionalText,
  google_link: safeLink,
  yelp_text: optionalText,
  yelp_link: safeLink,
};

export const blogItem = z.object({
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
  ...metaFields,
});

export const testimonialItem = z.object({
  id: idValue,
  name: requiredText,
  image: safeLink,
  description: optionalText,
  /** A number held as text (spec 1 §3), converted to a number. */
  rating: numericText.pipe(z.number().min(0).max(5)),
});

/** Every list field of the page call; each is optional because pages use different subsets. */
export const pageListFields = {
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
  monthlyDestinations: z.array(monthlyDestinationItem),
};

export type PageListField = keyof typeof pageListFields;

/** The whole `data` of `pages/get`, strict: demo content and the remote stub are checked against it. */
export const pageDataSchema = z
  .object(pageListFields)
  .partial()
  .extend({ ...metaFields, ...reviewPageFields });

export type PageData = z.infer<typeof pageDataSchema>;
export type IntroItem = z.infer<typeof introItem>;
export type TextBlockItem = z.infer<typeof textBlockItem>;
export type BannerItem = z.infer<typeof bannerItem>;
export type BlogItem = z.infer<typeof blogItem>;
export type TestimonialItem = z.infer<typeof testimonialItem>;
