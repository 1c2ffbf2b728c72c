import { z } from 'zod';
import { galleryStatuses } from './block-fixture';

/** What a block frame of /__blocks hands its client script for hydration. */
export const blockFrameDataSchema = z.object({
  type: z.string(),
  status: z.enum(galleryStatuses),
  apiToken: z.string(),
});

export type BlockFrameData = z.infer<typeof blockFrameDataSchema>;

export const BLOCK_FRAME_DATA_ID = '__BLOCK_FRAME__';
