import { escapeHtml } from '../../src/lib/html-escape';
import { groupPages, type ListedPage } from './page-groups';
import type { StudioSession } from './sessions';
import { studioPage } from './studio-html';

/**
 * The studio's first page: the site's pages grouped (landing pages, specialties, places, other)
 * by title and visitor address, a search by title (a plain GET form: the list works without a
 * script), and the way to start a new landing page (new-page-html.ts).
 */
export function pagesPage(session: StudioSession, options: { pages: readonly ListedPage[]; site: unknown; query?: string; error?: string }): string {
  const query = options.query?.trim() ?? '';
  const groups = groupPages(options.pages, options.site, query);
  const list = groups
    .map(
      (group) => `<section class="page-group" aria-labelledby="group-${group.group}"><h2 id="group-${group.group}">${escapeHtml(group.title)}</h2>
<ul class="pages">${group.pages
        .map((page) => `<li><a href="/studio/edit/${escapeHtml(page.name)}/">${escapeHtml(page.title)}</a><br><small>${escapeHtml(page.address)}</small></li>`)
        .join('')}</ul></section>`,
    )
    .join('');
  const found = query
    ? `<p role="status">${groups.length ? `Pages whose title contains “${escapeHtml(query)}”.` : `No page title contains “${escapeHtml(query)}”.`} <a href="/studio/">Show all pages</a></p>`
    : '';
  return studioPage({
    title: 'Pages',
    session,
    body: `<h1>Pages</h1>${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}<p>Choose a page to rearrange or edit. Your changes become a change request that a developer applies.</p>
<a class="new-page-link" href="/studio/new">Start a new landing page</a>
<form role="search" method="get" action="/studio/" class="page-search">
  <label for="page-search">Find a page by its title</label>
  <input id="page-search" type="search" name="q" value="${escapeHtml(query)}" placeholder="e.g. Cruise">
  <button type="submit">Search</button>
</form>${found}
${list}`,
  });
}
