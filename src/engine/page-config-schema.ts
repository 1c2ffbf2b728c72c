import { z } from 'zod';
import type { BlockModule } from './block';
import { experimentIssues, experimentSchema } from './experiment-schema.ts';
import { DEFAULT_LAYOUT } from './default-layout.ts';

export { DEFAULT_LAYOUT };

/**
 * The schema of a page config (one JSON file per route in page-configs/pages/). The base schema
 * knows no block; `buildPageConfigSchema` narrows each section to a registered type and its props,
 * which is what the config check, the build and the editor's JSON Schema use.
 */
export const ROUTE_PATH = /^\/(?:(?::[a-z][a-zA-Z0-9]*|[a-z0-9][a-z0-9._-]*)\/)*$/;

export const sectionBaseSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'a section id is lower-case letters, digits and hyphens')
    .describe('Unique within the page; names the section in outlines, logs and error messages.'),
  type: z.string().describe('The registered block that renders this section.'),
  props: z.record(z.string(), z.unknown()).optional().describe("The block's settings."),
  pageId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("Content pageId for this section only, when it differs from the page's pageId."),
});

export const pageMetaSchema = z
  .object({
    source: z
      .string()
      .optional()
      .describe('Where the title, description and keywords come from (a registered meta source).'),
    title: z.string().min(1).describe('Title used when the content has none.'),
    description: z.string().optional().describe('Meta description used when the content has none.'),
    keywords: z.string().optional().describe('Meta keywords used when the content has none.'),
    image: z.string().optional().describe('Social sharing image (site-relative path).'),
    breadcrumb: z.string().optional().describe('Short name of this page in breadcrumbs (defaults to the title).'),
    structuredData: z
      .array(z.string())
      .optional()
      .describe('Named JSON-LD documents for this page (the names the site defines).'),
  })
  .strict();

export const pageConfigBaseSchema = z
  .object({
    $schema: z.string().optional(),
    path: z
      .string()
      .regex(ROUTE_PATH, 'a path starts and ends with "/", e.g. "/about/" or "/monthly/:slug/"')
      .describe('The canonical route, with a trailing slash; ":name" segments are parameters.'),
    pageId: z.number().int().positive().optional().describe('The content pageId the sections read by default.'),
    layout: z.string().default(DEFAULT_LAYOUT).describe('The header/footer variant around the sections.'),
    meta: pageMetaSchema,
    sitemap: z.boolean().default(true).describe('List this route in /sitemap.xml (parameter routes list their content).'),
    parent: z
      .string()
      .regex(ROUTE_PATH)
      .optional()
      .describe('The page this one sits under, for breadcrumbs (defaults to the nearest path prefix).'),
    sections: z.array(sectionBaseSchema).describe('The page, top to bottom. Reorder to move sections.'),
    experiment: experimentSchema.optional().describe('One experiment on this page: variants of its order and props (docs/experiments.md).'),
  })
  .strict();

export type SectionConfig = z.infer<typeof sectionBaseSchema>;
export type PageConfig = z.infer<typeof pageConfigBaseSchema>;

export interface PageSchemaOptions {
  blocks: readonly BlockModule['block'][];
  layouts: readonly string[];
  metaSources: readonly string[];
  /** Block types an experiment's goal may be (the site's lead and enquiry forms). */
  goalBlockTypes?: readonly string[];
}

/** The full schema: each section's type must be registered and its props must fit that block. */
export function buildPageConfigSchema({ blocks, layouts, metaSources, goalBlockTypes = [] }: PageSchemaOptions) {
  const sectionVariants = blocks.map((block) =>
    sectionBaseSchema
      .extend({
        type: z.literal(block.type).describe(block.description),
        props: block.props.optional(),
      })
      .strict(),
  );
  /** A variant's props, merged over the section's, must still be valid props of its block. */
  function propsFit(type: string, props: Record<string, unknown>): string | undefined {
    const block = blocks.find((candidate) => candidate.type === type);
    const parsed = block?.props.safeParse(props);
    const issue = parsed && !parsed.success ? parsed.error.issues[0] : undefined;
    return issue && `props that do not fit "${type}": ${issue.path.map(String).join('.') || '(props)'}: ${issue.message}`;
  }
  const [first, ...rest] = sectionVariants;
  const sectionSchema = first
    ? z.discriminatedUnion('type', [first, ...rest])
    : sectionBaseSchema;
  return pageConfigBaseSchema
    .extend({
      layout: z.enum(layouts).default(DEFAULT_LAYOUT).describe('The header/footer variant around the sections.'),
      meta: pageMetaSchema.extend({
        source: z.enum(metaSources).optional().describe('Where title, description and keywords come from.'),
      }),
      sections: z.array(sectionSchema).describe('The page, top to bottom. Reorder to move sections.'),
    })
    .superRefine((page, ctx) => {
      const seen = new Map<string, number>();
      page.sections.forEach((section, index) => {
        const earlier = seen.get(section.id);
        if (earlier !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', index, 'id'],
            message: `duplicate section id "${section.id}" (also sections[${earlier}])`,
          });
        } else {
          seen.set(section.id, index);
        }
      });
      for (const issue of experimentIssues(page, { goalBlockTypes, propsFit })) ctx.addIssue({ code: 'custom', ...issue });
    });
}
