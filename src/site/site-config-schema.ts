import { z } from 'zod';

/**
 * page-configs/site.json: everything about the site chrome a marketer may want to change.
 * Texts and paths are the spec's; the config check validates this file like the page configs.
 */
export interface NavLink {
  label: string;
  href: string;
  children?: NavLink[];
}

export const navLinkSchema: z.ZodType<NavLink> = z.lazy(() =>
  z
    .object({
      label: z.string().min(1).describe('The visible text of the link.'),
      href: z.string().min(1).describe('A site path (canonical, with trailing slash) or an https URL.'),
      children: z.array(navLinkSchema).optional().describe('A submenu.'),
    })
    .strict(),
);

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube', 'yelp'] as const;

export const siteConfigSchema = z
  .object({
    $schema: z.string().optional(),
    name: z.string().min(1).describe('The agency name, used in titles and structured data.'),
    logo: z.object({ src: z.string(), alt: z.string().min(1), width: z.number(), height: z.number() }).strict(),
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
            to: z.string().regex(/^\//).describe('The canonical path it moves to (301).'),
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
