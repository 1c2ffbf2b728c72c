import { z } from 'zod';
import { monthDetailsSchema } from '../../content/contract/details-fields';
import { messageProps } from '../shared/message-props';

export const monthIntroProps = z.object({
  ...messageProps({
    empty: 'Introduction data not found.',
    error: 'Failed to load introduction data. Please try again later.',
  }),
});

/** The month's `introduction`: title, description and an optional button. */
export const monthIntroContent = monthDetailsSchema.shape.introduction;

export type MonthIntroProps = z.infer<typeof monthIntroProps>;
export type MonthIntroContent = z.infer<typeof monthIntroContent>;
