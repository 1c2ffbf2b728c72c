import { generateCookie } from 'hono/cookie';
import { z } from 'zod';

/**
 * The campaign that first brought a visitor (first touch): the ad's `utm_*` parameters, the click
 * ids (`gclid`, `fbclid`), the referring site's host and the page they landed on. Kept in a
 * first-party cookie from that first page until they send a lead, then stored with the lead.
 * Recorded only where it matters (a page under an experiment, or an address carrying campaign
 * parameters), never for crawlers or visitors sending GPC (server/experiments/visitor-exclusion.ts).
 */
export const FIRST_TOUCH_COOKIE = 'tnr-first-touch';
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

const text = z.string().trim().min(1).max(200);
export const campaignSchema = z.object({
  utm_source: text.optional(),
  utm_medium: text.optional(),
  utm_campaign: text.optional(),
  utm_term: text.optional(),
  utm_content: text.optional(),
  gclid: text.optional(),
  fbclid: text.optional(),
  referrer_host: text.optional(),
  landing_path: text,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const hasCampaignParams = (url: URL) => PARAMS.some((name) => (url.searchParams.get(name) ?? '') !== '');

/** The campaign of a first page view: its parameters, the referrer's host when it is another site. */
export function campaignOf(url: URL, referrer: string | undefined): Campaign {
  const campaign: Campaign = { landing_path: url.pathname.slice(0, 200) };
  for (const name of PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) campaign[name] = value.slice(0, 200);
  }
  const from = referrer && URL.canParse(referrer) ? new URL(referrer) : undefined;
  if (from && from.host !== url.host) campaign.referrer_host = from.host.slice(0, 200);
  return campaign;
}

export function firstTouchCookie(campaign: Campaign, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(campaign), 'utf8').toString('base64url');
  return generateCookie(FIRST_TOUCH_COOKIE, value, { path: '/', maxAge: MAX_AGE_SECONDS, sameSite: 'Lax', secure, httpOnly: true });
}

/** The campaign a Cookie header carries; undefined when absent or not one (the cookie is the visitor's to change). */
export function campaignOfCookies(cookieHeader: string | null | undefined): Campaign | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    if (name !== FIRST_TOUCH_COOKIE || !value) continue;
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    } catch (error) {
      console.warn(`[experiments] an unreadable first-touch cookie was ignored: ${String(error)}`);
      return undefined;
    }
    const parsed = campaignSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  }
  return undefined;
}
