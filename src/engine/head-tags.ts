import { escapeHtml, jsonForScript } from '../lib/html-escape';
import type { PageHead } from './page-meta';

/** The <head> tags of a page as HTML: title, description, keywords, canonical, social cards, JSON-LD. */
export function renderHeadTags(
  head: PageHead,
  siteUrl: string,
  options: { nonce?: string; siteName: string; /** og:image of a page without an image of its own. */ defaultImage?: string },
): string {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(options.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
  ];
  // A page without a canonical path (the 404 page) gets neither a canonical link nor og:url.
  if (head.canonicalPath) {
    tags.splice(3, 0, `<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(absolute(head.canonicalPath))}">`);
  }
  // Every page has a sharing image: its own, else the site's default.
  const image = head.image ?? options.defaultImage;
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(image))}">`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(absolute(image))}">`);
  }
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  for (const item of head.jsonLd) {
    tags.push(`<script type="application/ld+json"${nonce}>${jsonForScript(item)}</script>`);
  }
  return tags.join('\n    ');
}
