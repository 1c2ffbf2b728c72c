/**
 * The layout a page config gets when it names none. A module of its own, free of zod: the
 * browser's entry needs the name, and the schema it also serves must not come with it (decision 006).
 */
export const DEFAULT_LAYOUT = 'standard';
