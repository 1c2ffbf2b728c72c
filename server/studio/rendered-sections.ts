/**
 * The sections of a page as the server rendered it (src/engine/page-renderer.tsx wraps each in
 * `<div … data-section-id="<id>" …>`): each section's inner HTML by id, and whether a visitor
 * would see anything of it. Used to refuse a request whose new section shows nothing.
 */
const SECTION_OPENER = /<div\b[^>]*\sdata-section-id="([^"]*)"[^>]*>/g;
const DIV_TAG = /<div\b[^>]*>|<\/div>/g;

export function renderedSections(html: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const opener of html.matchAll(SECTION_OPENER)) {
    const id = opener[1];
    const start = (opener.index ?? 0) + opener[0].length;
    if (id === undefined || sections.has(id)) continue;
    // Down to the div that closes the section: React's markup is well formed.
    DIV_TAG.lastIndex = start;
    let depth = 1;
    let end = html.length;
    for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    sections.set(id, html.slice(start, end));
  }
  return sections;
}

/** Elements that show something without text of their own. */
const VISIBLE_WITHOUT_TEXT = /<(img|svg|video|iframe|picture|canvas|input|select|textarea|button)\b/i;

/** Whether the section's HTML shows a visitor anything: words, a picture, a video, a form field. */
export function showsSomething(sectionHtml: string): boolean {
  if (VISIBLE_WITHOUT_TEXT.test(sectionHtml)) return true;
  const text = sectionHtml
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text !== '';
}
