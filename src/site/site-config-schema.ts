import { z } from 'zod';
import { socialNetworks } from '../blocks/shared/social-networks';

/**
 * page-configs/site.json: everything about the site chrome a marketer may want to change.
 * Texts and paths are the spec's; the config check validates this file like the page configs.
 */
export interface NavLink {
  label: string;
  href: string;
  overviewLabel?: string;
  children?: NavLink[];
}

/** Links the site renders point at canonical paths directly: aliases are for visitors' old links. */
const canonicalHref = /^(?:\/(?:[a-z0-9-]+\/)*|https:\/\/\S+)$/;

export const navLinkSchema: z.ZodType<NavLink> = z.lazy(() =>
  z
    .object({
      label: z.string().min(1).describe('The visible text of the link.'),
      href: z
        .string()
        .regex(canonicalHref, 'a canonical site path with its trailing slash (e.g. "/go/") or an https:// URL')
        .describe('A site path (canonical, with trailing slash) or an https URL.'),
      overviewLabel: z
        .string()
        .min(1)
        .optional()
        .describe(
          "Label of the link to this entry's own page, shown first in its submenu (the submenu's label only opens it). Unneeded when a child already links to the same path.",
        ),
      children: z.array(navLinkSchema).optional().describe('A submenu.'),
    })
    .strict(),
);

export { socialNetworks, type SocialNetwork } from '../blocks/shared/social-networks';

export const siteConfigSchema = z
  .object({
    $schema: z.string().optional(),
    name: z.string().min(1).describe('The agency name, used in titles and structured data.'),
    logo: z
      .object({
        src: z.string().describe('The logo for light backgrounds (header, menus).'),
        srcOnDark: z
          .string()
          .optional()
          .describe('The logo for dark backgrounds (landing headers over the hero, the footer); without it the logo is turned white.'),
        alt: z.string().min(1),
        width: z.number(),
        height: z.number(),
      })
      .strict(),
    phone: z.string().min(1).describe('Shown as text; dialled through phoneHref.'),
    phoneHref: z.string().regex(/^tel:\+?[0-9]+$/).describe('The tel: link of the phone number.'),
    email: z.email(),
    address: z
      .object({
        street: z.string(),
        city: z.string(),
        region: z.string(),
        postalCode: z.string(),
        country: z.string(),
      })
      .strict(),
    officeHours: z
      .object({
        contact: z.array(z.string()).min(1).describe('Lines of the contact page office-hours card.'),
        customerService: z.string().describe('The customer service page hours line.'),
      })
      .strict(),
    social: z
      .array(
        z
          .object({
            network: z.enum(socialNetworks),
            label: z.string().min(1).describe('Accessible name, e.g. "Travel N Relax on Facebook".'),
            href: z.url(),
          })
          .strict(),
      )
      .length(6),
    navigation: z.array(navLinkSchema).describe('The header menu tree.'),
    readyToTravel: z.object({ label: z.string(), href: z.string() }).strict(),
    headerVariants: z
      .object({
        country: z
          .object({
            navigation: z.array(navLinkSchema).min(1).describe('The top navigation of the country pages (spec 2, Country page).'),
          })
          .strict(),
        safari: z
          .object({
            navigation: z
              .array(navLinkSchema)
              .min(1)
              .describe("The safari page's full navigation bar, with its own labels (spec 2, Safari page)."),
          })
          .strict(),
      })
      .strict()
      .describe('The navigation of the header variants a page config picks with `layout` (standard uses `navigation`).'),
    footer: z
      .object({
        groups: z.array(z.object({ title: z.string(), links: z.array(navLinkSchema) }).strict()),
        bottomLinks: z.array(navLinkSchema),
        copyright: z.string(),
        recentTrips: z.array(z.object({ src: z.string(), alt: z.string() }).strict()).length(6),
      })
      .strict(),
    redirects: z
      .array(
        z
          .object({
            from: z.string().regex(/^\//).describe('The path asked for, exactly as it arrives.'),
            to: z
              .string()
              .regex(canonicalHref, 'a canonical site path with its trailing slash')
              .describe('The canonical path it moves to (301).'),
            reason: z.string().min(1).describe('Why: where this alias comes from.'),
          })
          .strict(),
      )
      .describe('Permanent redirects of aliases the spec names.'),
    defaults: z
      .object({
        heroHeading: z.string(),
        images: z.record(z.string(), z.string()).describe('Fallback images by role.'),
      })
      .strict(),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
