import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { idValue, optionalText, requiredText, safeLink } from './fields';

/** The destination a month or country page shows: its name, text and photos (the spec says "at least four"; fewer is accepted and the block shows what it has). */
const destinationDetailsFields = {
  countryName: optionalText,
  destinationDescription: optionalText,
  destinationImagesPath: z.array(safeLink).nullish().transform((v) => v ?? []),
};

/** `pages/monthPageDetails` data (spec 2 §3 "Month page details"). */
export const monthDetailsSchema = z.object({
  banner: z.object({ image: safeLink, bannerText: optionalText }).nullish(),
  introduction: z
    .object({ title: optionalText, description: optionalText, buttonText: optionalText, buttonLink: safeLink })
    .nullish(),
  metaData: z
    .object({ meta_title: optionalText, meta_keyword: optionalText, meta_description: optionalText })
    .nullish(),
  destinationDetails: z.object(destinationDetailsFields).nullish(),
  /** One bad card drops that card (lenient-array.ts), not the grid. */
  viewMoreDestinations: lenientArray(
    z.object({
      destinationId: idValue,
      bannerTitle: optionalText,
      countryName: requiredText,
      destinationDescription: optionalText,
      bannerImage: safeLink,
    }),
  )
    .nullish()
    .transform((v) => v ?? []),
});

/** `pages/CountryPageDetails` data (spec 2 §3 "Country page details"). */
export const countryDetailsSchema = z.object({
  bannerData: z.object({ bannerImage: safeLink, bannerTitle: optionalText }).nullish(),
  overViewData: z
    .object({
      overviewTitle: optionalText,
      overviewDescription: optionalText,
      overviewButtonText: optionalText,
      overviewButtonLink: safeLink,
    })
    .nullish(),
  destinationDetails: z
    .object({
      ...destinationDetailsFields,
      metaTitle: optionalText,
      metaDescription: optionalText,
      metaKeyword: optionalText,
    })
    .nullish(),
});

export const regionItem = z.object({ regionId: idValue, regionTitle: requiredText });
export const countryItem = z.object({ id: idValue, name: requiredText });
export const destinationOption = z.object({ destinationId: idValue, destinationTitle: requiredText });
export const telephoneCodeOption = z.object({ id: idValue, name: requiredText, code: requiredText });
export const specialityLinkItem = z.object({ id: idValue, name: requiredText, url: safeLink });

export type MonthDetails = z.infer<typeof monthDetailsSchema>;
export type CountryDetails = z.infer<typeof countryDetailsSchema>;
