import { oneOf } from '../lib/plain-data';

/**
 * The visitor's contrast choice, kept in a cookie that the head's script reads before paint
 * (`<html data-contrast="...">`, server/ssr/contrast-theme.ts), so pages stay one public copy. `more` is the high-contrast theme; `standard`
 * is an explicit "no", which also overrides the system's `prefers-contrast: more`. Without a
 * cookie the attribute is absent and the stylesheet follows the system setting.
 */
export const CONTRAST_COOKIE = 'contrast';
// Two values checked by hand: this module is part of every page's first download, which has no zod.
export const CONTRAST_CHOICES = ['more', 'standard'] as const;
export type ContrastChoice = (typeof CONTRAST_CHOICES)[number];

/** The choice a value names (a cookie's, the html attribute's); undefined for anything else. */
export function contrastChoiceOf(value: unknown): ContrastChoice | undefined {
  return oneOf(CONTRAST_CHOICES, value);
}

/** A year: the choice is "remembered across visits". */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choice in a Cookie header (or `document.cookie`); undefined when absent or unknown. */
export function contrastChoiceOfCookies(cookies: string | null | undefined): ContrastChoice | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== CONTRAST_COOKIE) continue;
    const choice = contrastChoiceOf(value.join('='));
    if (choice) return choice;
  }
  return undefined;
}

/** The `document.cookie` assignment that remembers a choice for the whole site. */
export function contrastCookie(choice: ContrastChoice): string {
  return `${CONTRAST_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
