import { escapeHtml } from '../../src/lib/html-escape';
import { groupPages, type ListedPage } from './page-groups';
import type { StudioSession } from './sessions';
import { studioPage } from './studio-html';

/**
 * The studio's first page: the site's pages grouped (landing pages, specialties, places, other)
 * by title and visitor address, a search by title (a plain GET form: the list works without a
 * script), and the form that starts a new landing page.
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
  // A new page copies the sections of a page with one address (a design for many addresses is a template, not a model).
  const models = groupPages(options.pages, options.site).flatMap((group) => group.pages).filter((page) => page.address.startsWith('/'));
  const modelOptions = models.map((page) => `<option value="${escapeHtml(page.address)}">${escapeHtml(page.title)} (${escapeHtml(page.address)})</option>`).join('');
  const error = options.error;
  return studioPage({
    title: 'Pages',
    session,
    body: `<h1>Pages</h1><p>Choose a page to rearrange or edit. Your changes become a change request that a developer applies.</p>
<form role="search" method="get" action="/studio/" class="page-search">
  <label for="page-search">Find a page by its title</label>
  <input id="page-search" type="search" name="q" value="${escapeHtml(query)}" placeholder="e.g. Cruise">
  <button type="submit">Search</button>
</form>${found}
${list}
<h2>Start a new landing page</h2>${error ? `<p class="error" role="alert" id="new-page-error">${escapeHtml(error)}</p>` : ''}
<form method="get" action="/studio/new">
  <label for="new-path">Address of the new page</label><input id="new-path" name="path" placeholder="/landing-ski/" required${error ? ' aria-describedby="new-page-error"' : ''}>
  <label for="like">Copy the sections of</label><select id="like" name="like">${modelOptions}</select>
  <p><button type="submit">Start editing</button></p>
</form>`,
  });
}
