import { z } from 'zod';
import { jsonForScript } from '../lib/html-escape';
import { HYDRATION_ELEMENT_ID } from './read-hydration-data';

export const sectionStatusSchema = z.enum(['ready', 'failed', 'invalid']);

/** One section as the server rendered it (see RenderedSection in section-content.ts). */
export const renderedSectionSchema = z.object({
  props: z.unknown(),
  status: sectionStatusSchema,
  content: z.unknown().optional(),
});

/** What the server hands the browser for hydration, in a non-executable JSON script element. */
export const hydrationDataSchema = z.object({
  fallback: z.record(z.string(), z.unknown()),
  /** The page's sections, by section key: the browser hydrates them with their components alone. */
  sections: z.record(z.string(), renderedSectionSchema),
  apiToken: z.string(),
  dev: z.boolean(),
  /** Origin of the API when the pages are served elsewhere (static export); same origin otherwise. */
  apiOrigin: z.url().optional(),
  /** The server answered 404 (no route, or the content says the page does not exist). */
  notFound: z.literal(true).optional(),
  /** The page's route and its config's chunk (src/engine/browser-route.ts): the one route hydration needs. */
  route: z.object({ path: z.string(), module: z.string() }).optional(),
  /** The variant of the page's experiment the server rendered: the browser renders the same. */
  experiment: z.object({ experiment: z.string(), variant: z.string() }).optional(),
  /** After a form post without JavaScript: the form's state (src/engine/posted-form.tsx), opaque here. */
  formState: z.unknown().optional(),
});

export type HydrationData = z.infer<typeof hydrationDataSchema>;
export type RenderedSection = z.infer<typeof renderedSectionSchema>;

export function renderHydrationScript(data: HydrationData): string {
  return `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}
