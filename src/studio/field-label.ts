/**
 * "buttonLink" → "Button link": how the studio names a prop to a marketer (fields, messages,
 * request summaries). Kept in src/lib, where the config check's studio wording reads it too.
 */
export { labelOf } from '../lib/field-label';
