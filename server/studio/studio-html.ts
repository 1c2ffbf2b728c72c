import { z } from 'zod';
import { externalLinkHosts } from '../../src/engine/link-kinds';
import { agencyDateTime } from '../../src/lib/agency-time';
import { escapeHtml } from '../../src/lib/html-escape';
import { printable } from '../../src/lib/printable-text';
import { requestStateWords, type RequestState } from '../../src/shared/request-state';
import type { ChangeRequest } from './change-requests';
import { showPage } from './page-groups';
import type { StudioSession } from './sessions';

/* The studio's own pages (login, pages, requests): plain server-rendered HTML, no script. */

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#f6f7f8}
header{background:#0b4f6c;color:#fff;padding:.75rem 1.5rem;display:flex;gap:1.5rem;align-items:center;flex-wrap:wrap}
header a{color:#fff}header form{margin-left:auto}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin-top:.75rem}
input,textarea,select{font:inherit;padding:.4rem .5rem;border:1px solid #6b6b6b;border-radius:4px;max-width:100%}
button{font:inherit;padding:.45rem 1rem;border-radius:4px;border:1px solid #0b4f6c;background:#0b4f6c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4f6c}
.error{color:#a4000f;font-weight:600}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d0d0d0;vertical-align:top}
.summary{margin:0 0 .5rem;padding-left:1.1rem}.shots{display:flex;gap:.5rem;align-items:flex-start;margin:.25rem 0}.shots figcaption{font-size:.8rem;width:3.5rem}.shots img{border:1px solid #d0d0d0;height:10rem;object-fit:cover;object-position:top}
.status-proposed{color:#6a4a00}.status-applied{color:#0a6b2d}.status-rejected{color:#a4000f}
ul.pages{columns:2;padding-left:1.2rem}ul.pages li{break-inside:avoid;margin-bottom:.4rem}
.page-search{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap}.page-search label{width:100%}
@media (max-width:600px){ul.pages{columns:1}}
.field{margin-bottom:1rem}.field input,.field textarea{width:100%;box-sizing:border-box}.hint{margin:.1rem 0 .3rem;color:#4a4a4a;font-size:.9rem}
.error-summary{border:3px solid #a4000f;background:#fff;padding:.5rem 1rem;margin:0 0 1rem}.error-summary p{margin:.25rem 0}.error-summary a{color:#a4000f;font-weight:600}
[aria-invalid="true"]{border-color:#a4000f;outline:1px solid #a4000f}
.request-status{font-weight:700}.status-detail{display:block;font-size:.85rem;color:#4a4a4a}
.new-page-link{display:inline-block;margin:.25rem 0 1rem;font-weight:600}
td,th{overflow-wrap:anywhere}
/* On a phone each request is a card: its cells one under the other, each named by its column. */
@media (max-width:700px){
  main{padding:1rem .75rem}
  table.requests,table.requests tbody,table.requests tr,table.requests td{display:block;width:auto}
  table.requests thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
  table.requests tr{border:1px solid #d0d0d0;margin-bottom:1rem;padding:.5rem}
  table.requests td{border:0;padding:.25rem 0}
  table.requests td[data-label]::before{content:attr(data-label);display:block;font-size:.8rem;font-weight:700;color:#4a4a4a}
  .shots img{max-width:40vw;height:auto}
  header{gap:.5rem 1rem;padding:.5rem .75rem}
}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

export function studioPage(options: { title: string; body: string; session?: StudioSession }): string {
  const nav = options.session
    ? `<nav aria-label="Studio"><a href="/studio/">Pages</a> · <a href="/studio/requests">Change requests</a> · <a href="/studio/experiments">Experiments</a></nav>
       <span>${escapeHtml(options.session.name)} (${options.session.role})</span>
       <form method="post" action="/studio/logout"><button class="secondary" type="submit">Log out</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(options.title)} | Studio</title><style>${STYLE}</style></head>
<body><header><strong>Travel N Relax studio</strong>${nav}</header>
<main id="main">${options.body}</main></body></html>`;
}

export function loginPage(options: { error?: string; name?: string } = {}): string {
  const error = options.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.error)}</p>` : '';
  return studioPage({
    title: 'Log in',
    body: `<h1>Log in to the studio</h1>${error}
<form method="post" action="/studio/login">
  <label for="name">Name</label><input id="name" name="name" autocomplete="username" required value="${escapeHtml(options.name ?? '')}"${error ? ' aria-describedby="login-error"' : ''}>
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
  <p><button type="submit">Log in</button></p>
</form>`,
  });
}

/** The agency's time (America/Denver), as the marketers who read this page live it. */
const when = (iso: string | null) => (iso ? escapeHtml(agencyDateTime(iso)) : '');

/** The request's sentences and, once Chromium has made them, its before/after pictures at 390 and 1280 px. */
function whatChanges(request: ChangeRequest, shots: ReadonlySet<string> | undefined): string {
  const sentences = request.summary.length ? `<ul class="summary">${request.summary.map((sentence) => `<li>${escapeHtml(printable(sentence))}</li>`).join('')}</ul>` : '';
  const pictures = ['390', '1280']
    .filter((width) => shots?.has(`before-${width}`) || shots?.has(`after-${width}`))
    .map(
      (width) => `<figure class="shots"><figcaption>${width} px</figcaption>${['before', 'after']
        .filter((side) => shots?.has(`${side}-${width}`))
        .map((side) => `<a href="/studio/requests/${request.id}/${side}/${width}.png"><img src="/studio/requests/${request.id}/${side}/${width}.png" alt="${side === 'before' ? 'Before' : 'After'} at ${width} px" width="${width === '390' ? 78 : 160}"></a>`)
        .join('')}</figure>`,
    )
    .join('');
  return sentences + pictures;
}

/** Who decided and when (and why, for a refusal), under the request's state. */
function decision(request: ChangeRequest): string {
  if (request.status === 'proposed') return `requested ${when(request.created_at)}`;
  const why = request.status === 'rejected' && request.reason ? `: ${escapeHtml(request.reason)}` : '';
  return `${request.status} by ${escapeHtml(request.decided_by ?? 'a developer')} ${when(request.decided_at)}${why}`;
}

export function requestsPage(
  session: StudioSession,
  requests: readonly ChangeRequest[],
  options: { canApply: boolean; message?: string; shots?: ReadonlyMap<number, ReadonlySet<string>>; states?: ReadonlyMap<number, RequestState> },
): string {
  const rows = requests
    .map((request) => {
      const state = options.states?.get(request.id);
      const outcome = `<span class="request-status">${escapeHtml(state ? requestStateWords(state) : request.status)}</span><span class="status-detail">${decision(request)}</span>`;
      const decide =
        session.role === 'developer' && request.status === 'proposed'
          ? `${options.canApply ? `<form method="post" action="/studio/requests/${request.id}/apply"><button type="submit">Apply #${request.id}</button></form>` : ''}
             <form method="post" action="/studio/requests/${request.id}/reject">
               <label for="reason-${request.id}">Reason for rejecting #${request.id}</label>
               <input id="reason-${request.id}" name="reason" required>
               <button class="secondary" type="submit">Reject #${request.id}</button></form>`
          : '';
      return `<tr data-request-id="${request.id}"><td data-label="Request">#${request.id}</td><td data-label="Page">${pageOf(request.proposed)}</td>
<td data-label="Who, when">${escapeHtml(request.author)}<br>${when(request.created_at)}</td><td data-label="What changes, note">${whatChanges(request, options.shots?.get(request.id))}${escapeHtml(printable(request.note))}${externalLinksFlag(request.proposed)}</td>
<td data-label="Where it stands" class="status-${request.status}">${outcome}</td>
<td data-label="Actions"><a href="/studio/preview/${request.id}/">Preview #${request.id}</a>${decide}</td></tr>`;
    })
    .join('');
  const message = options.message ? `<p role="status">${escapeHtml(options.message)}</p>` : '';
  return studioPage({
    title: 'Change requests',
    session,
    body: `<h1>Change requests</h1>${message}
<p>Every request and where it stands. A developer checks each open request, puts it on the site and publishes it; its author gets an e-mail when it is live or if it is declined. "Applied, waiting for deploy" means it is in the site's files and goes live with the next publication.</p>
${session.role === 'developer' ? '<p>Developers: <code>npm run studio:apply -- &lt;id&gt;</code> writes an open request into its page config file (docs/studio.md).</p>' : ''}
${requests.length ? `<table class="requests"><caption class="visually-hidden">Change requests, newest first</caption><thead><tr><th scope="col">Request</th><th scope="col">Page</th><th scope="col">Who, when</th><th scope="col">What changes, note</th><th scope="col">Where it stands</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No change requests yet.</p>'}`,
  });
}

const proposedPage = z.object({ path: z.string(), meta: z.object({ title: z.string() }) });

/** The requested page by its title and visitor address (page-groups.ts), never its file. */
function pageOf(proposed: unknown): string {
  const page = proposedPage.safeParse(proposed);
  if (!page.success) return 'A page';
  const shown = showPage({ name: '', path: page.data.path, title: page.data.meta.title, sectionTypes: [] }, new Set());
  return `${escapeHtml(shown.title)}<br><small>${escapeHtml(shown.address)}</small>`;
}

/** A reviewer's warning: the other sites a proposed page links to (a look-alike domain is phishing). */
function externalLinksFlag(proposed: unknown): string {
  const hosts = [...new Set(externalLinkHosts(proposed).map((link) => link.host))];
  return hosts.length ? `<p class="warning"><strong>Links to other sites:</strong> ${escapeHtml(hosts.join(', '))}</p>` : '';
}
