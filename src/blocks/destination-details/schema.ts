import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { optionalText, safeLink } from '../../content/contract/fields';
import { messageProps } from '../shared/message-props';
import { placeSources } from '../shared/place-details';

export const destinationDetailsProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to fetch data. Please try again later.' }),
  source: z.enum(placeSources).default('country').describe("Whose details: the route's month or country."),
  imageCount: z.number().int().min(1).max(8).default(4).describe('How many of the destination images to show.'),
});

/** `destinationDetails` of the month or country call: country name, description, images. */
export const destinationDetailsContent = z
  .object({
    countryName: optionalText,
    destinationDescription: optionalText,
    destinationImagesPath: lenientArray(safeLink).nullish().transform((v) => (v ?? []).filter((src): src is string => Boolean(src))),
  })
  .nullish();

export type DestinationDetailsProps = z.infer<typeof destinationDetailsProps>;
export type DestinationDetailsContent = z.infer<typeof destinationDetailsContent>;
