import { z } from 'zod';
import { fallbackFormatOf, isPipelineSource, variantUrl } from '../../src/shared/responsive-image-url';
import { stableJson } from '../../src/engine/content-key';
import { pageConfigBaseSchema, type PageConfig } from '../../src/engine/page-config-schema';
import { isImageProp } from '../../src/shared/image-props';
import { PLACEHOLDER_TEXTS } from '../../src/shared/section-placeholders';
import { sectionProblem, type ProposalProblem } from './proposal-problem';
import { renderedSections, showsSomething } from './rendered-sections';

/**
 * What a request adds or changes must be finished before it is stored (issue 37): no placeholder
 * words a new section starts with, every picture one the site serves (asked of the site's own
 * image pipeline and files), and no section that shows nothing with the page's content (the
 * proposed page rendered on the server, as its preview is). Sections the request leaves as they
 * are, and pictures the page already shows, are not the request's to answer for.
 */
export interface ContentCheckDeps {
  /** The proposed page as the server renders it (body HTML), or undefined when it redirects. */
  render: (page: PageConfig) => Promise<string | undefined>;
  /** The site's answer to a request, in-process: the image pipeline and the site's own files. */
  fetchSite: (request: Request) => Response | Promise<Response>;
}

const sectionsOf = (config: unknown) =>
  z
    .object({ sections: z.array(z.object({ id: z.string(), type: z.string(), props: z.record(z.string(), z.unknown()).optional() })).catch([]) })
    .catch({ sections: [] })
    .parse(config).sections;

/** Every string under `value`, with the top-level prop it belongs to and whether an image prop holds it. */
function* stringsOf(value: unknown, prop: string, image: boolean): Generator<{ prop: string; text: string; image: boolean }> {
  if (typeof value === 'string') yield { prop, text: value, image };
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item, prop, image);
  else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) yield* stringsOf(inner, prop, image || isImageProp(name));
}

const propStrings = (props: Record<string, unknown> | undefined) => Object.entries(props ?? {}).flatMap(([name, value]) => [...stringsOf(value, name, isImageProp(name))]);

/** The made-up origin the site's in-process answers are asked on. */
const CHECK_ORIGIN = 'http://studio-check.invalid';

/** Whether the site serves `src` as a picture: a pipeline variant of it (raster and remote), or the file itself (SVG). */
async function servedPicture(src: string, fetchSite: ContentCheckDeps['fetchSite']): Promise<boolean> {
  const sitePath = src.startsWith('/') && !src.startsWith('//');
  if (!sitePath && !/^https:\/\//i.test(src)) return false;
  if (!sitePath && !isPipelineSource(src)) return false;
  const address = isPipelineSource(src) ? variantUrl(src, 320, fallbackFormatOf(src)) : src;
  const answer = await fetchSite(new Request(new URL(address, CHECK_ORIGIN), { headers: { accept: 'image/*' } }));
  await answer.body?.cancel();
  return answer.ok && !answer.headers.has('x-image-fallback') && (answer.headers.get('content-type') ?? '').startsWith('image/');
}

export async function unfinishedContent(options: { before: unknown; proposed: unknown; configValid: boolean; deps: ContentCheckDeps }): Promise<ProposalProblem[]> {
  const { deps } = options;
  const sections = sectionsOf(options.proposed);
  const before = new Map(sectionsOf(options.before).map((section) => [section.id, section]));
  const pictures = new Set(sectionsOf(options.before).flatMap((section) => propStrings(section.props).filter((item) => item.image).map((item) => item.text)));
  const changed = sections.flatMap((section, index) => {
    const old = before.get(section.id);
    return old && old.type === section.type && stableJson(old.props ?? {}) === stableJson(section.props ?? {}) ? [] : [{ section, index }];
  });
  const problems: ProposalProblem[] = [];
  for (const { section, index } of changed) {
    const strings = propStrings(section.props);
    for (const { prop, text } of strings) {
      if (PLACEHOLDER_TEXTS.has(text.trim())) {
        problems.push(sectionProblem(sections, index, `still says "${text.trim()}", the words a new section starts with: write what visitors should read.`, prop));
      }
    }
    const newPictures = [...new Map(strings.filter((item) => item.image && item.text.trim() !== '' && !pictures.has(item.text)).map((item) => [item.text, item])).values()];
    const served = await Promise.all(newPictures.map((item) => servedPicture(item.text.trim(), deps.fetchSite)));
    newPictures.forEach((item, at) => {
      if (!served[at]) problems.push(sectionProblem(sections, index, `there is no picture at "${item.text}": choose one from the library.`, item.prop));
    });
  }
  // A page that does not pass the config check is not rendered: its problems are listed first.
  const page = pageConfigBaseSchema.safeParse(options.proposed);
  if (!options.configValid || !page.success || changed.length === 0 || page.data.path.includes(':')) return problems;
  const html = await deps.render(page.data);
  if (html === undefined) return problems;
  const rendered = renderedSections(html);
  for (const { section, index } of changed) {
    const shown = rendered.get(section.id);
    if (shown === undefined || !showsSomething(shown)) {
      problems.push(sectionProblem(sections, index, 'shows nothing on this page with the content it has now: remove it, or choose another kind of section.'));
    }
  }
  return problems;
}
