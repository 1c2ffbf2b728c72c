import { z } from 'zod';
import { jsonForScript } from '../lib/html-escape';

/** What the server hands the browser for hydration, in a non-executable JSON script element. */
export const hydrationDataSchema = z.object({
  fallback: z.record(z.string(), z.unknown()),
  apiToken: z.string(),
  dev: z.boolean(),
  /** Origin of the API when the pages are served elsewhere (static export); same origin otherwise. */
  apiOrigin: z.url().optional(),
});

export type HydrationData = z.infer<typeof hydrationDataSchema>;

export const HYDRATION_ELEMENT_ID = '__APP_DATA__';

export function renderHydrationScript(data: HydrationData): string {
  return `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}

/** Browser: reads and checks the embedded data (parse, never cast). */
export function readHydrationData(): HydrationData {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  const parsed = hydrationDataSchema.safeParse(JSON.parse(element?.textContent ?? 'null'));
  if (!parsed.success) throw new Error('the page has no valid hydration data');
  return parsed.data;
}
