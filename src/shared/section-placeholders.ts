/**
 * The placeholder words a section starts with when a marketer adds it (src/studio/new-section-props.ts):
 * they say what to write there. Shared with the server, which refuses a request that still
 * shows one (server/studio/unfinished-content.ts).
 */

/** Placeholders by prop name: the words say what belongs there. */
export const TEXT_PLACEHOLDERS: Record<string, string> = {
  heading: 'New section heading',
  title: 'New section heading',
  headline: 'New section heading',
  subHeading: 'A short line under the heading',
  eyebrow: 'A few words above the heading',
  intro: 'A sentence or two that introduces this section.',
  text: 'A sentence or two that a visitor reads here.',
  description: 'A sentence or two that a visitor reads here.',
  signature: 'Who is speaking, e.g. your name and role',
};

/** Placeholders for a list of texts (one item each, to replace or add to). */
export const LIST_PLACEHOLDERS: Record<string, string[]> = {
  paragraphs: ['A paragraph that a visitor reads here.'],
  points: ['A question or worry your visitors have'],
  steps: ['First step', 'Second step', 'Third step'],
};

/** Every placeholder word a new section starts with: a request that still shows one is not finished (server/studio/unfinished-content.ts). */
export const PLACEHOLDER_TEXTS: ReadonlySet<string> = new Set([...Object.values(TEXT_PLACEHOLDERS), ...Object.values(LIST_PLACEHOLDERS).flat()]);
