import { z } from 'zod';

/**
 * A block's text prop: a string a marketer may change in the studio, `wording` when the config
 * gives none, and `purpose` saying what it is for (shown by the studio and the editor's JSON Schema).
 */
export const textProp = (wording: string, purpose: string) => z.string().default(wording).describe(purpose);
