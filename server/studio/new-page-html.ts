import { escapeHtml } from '../../src/lib/html-escape';
import type { NewPageField } from './new-page';
import type { StudioSession } from './sessions';
import { studioPage } from './studio-html';

export type NewPageFormField = NewPageField | 'path' | 'like';

export interface NewPageForm {
  values: Partial<Record<NewPageFormField, string>>;
  problems: readonly { field: NewPageFormField; message: string }[];
  /** The landing pages a new one can copy: title and address. */
  models: readonly { title: string; address: string }[];
}

interface FormField {
  field: Exclude<NewPageFormField, 'like'>;
  id: string;
  label: string;
  hint: string;
  multiline?: boolean;
}

const ADDRESS: FormField = { field: 'path', id: 'new-path', label: 'Address of the new page', hint: "What visitors type after the site's name, e.g. /landing-ski/" };
/** After "Copy the sections of": what makes the page new. */
const WORDS: FormField[] = [
  { field: 'title', id: 'new-title', label: 'Page title', hint: "The words in the browser's tab and in search results, e.g. Family Ski Trips Planned for You" },
  { field: 'description', id: 'new-description', label: 'Description', hint: 'One or two sentences that search results show under the title.', multiline: true },
  { field: 'heading', id: 'new-heading', label: 'Main heading', hint: 'The big words at the top of the page, over its banner picture.' },
];

/**
 * "Start a new landing page": a short form of its own, so a refusal is shown where the eyes are,
 * at the top of the screen with each field's own message beside it (issue 37). A plain GET form:
 * it works without a script, and the editor opens on its answer.
 */
export function newPageFormPage(session: StudioSession, form: NewPageForm): string {
  const problemOf = (field: NewPageFormField) => form.problems.find((problem) => problem.field === field);
  const idOf = (field: NewPageFormField) => (field === 'like' ? 'like' : ([ADDRESS, ...WORDS].find((entry) => entry.field === field)?.id ?? ADDRESS.id));
  const summary = form.problems.length
    ? `<div class="error-summary" role="alert" tabindex="-1" autofocus><p><strong>The page cannot start yet:</strong></p><ul>${form.problems
        .map((problem) => `<li><a href="#${idOf(problem.field)}">${escapeHtml(problem.message)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const like = form.values.like ?? form.models[0]?.address ?? '';
  const modelOptions = form.models
    .map((model) => `<option value="${escapeHtml(model.address)}"${model.address === like ? ' selected' : ''}>${escapeHtml(model.title)} (${escapeHtml(model.address)})</option>`)
    .join('');
  const field = (entry: FormField) => {
    const problem = problemOf(entry.field);
    const value = escapeHtml(form.values[entry.field] ?? '');
    const described = `${entry.id}-hint${problem ? ` ${entry.id}-error` : ''}`;
    const attributes = `id="${entry.id}" name="${entry.field}" aria-required="true" aria-describedby="${described}"${problem ? ' aria-invalid="true"' : ''}`;
    const control = entry.multiline ? `<textarea ${attributes} rows="3">${value}</textarea>` : `<input ${attributes} value="${value}">`;
    return `<div class="field"><label for="${entry.id}">${entry.label}</label><p class="hint" id="${entry.id}-hint">${escapeHtml(entry.hint)}</p>${
      problem ? `<p class="error" id="${entry.id}-error">${escapeHtml(problem.message)}</p>` : ''
    }${control}</div>`;
  };
  const likeProblem = problemOf('like');
  return studioPage({
    title: 'Start a new landing page',
    session,
    body: `<h1>Start a new landing page</h1>${summary}
<p>The new page starts as a copy of a landing page, with its own address, title, description and main heading. You then change its sections in the editor and request it like any change.</p>
<form method="get" action="/studio/new" class="new-page">
  ${field(ADDRESS)}
  <div class="field"><label for="like">Copy the sections of</label>${likeProblem ? `<p class="error" id="like-error">${escapeHtml(likeProblem.message)}</p>` : ''}<select id="like" name="like"${likeProblem ? ' aria-invalid="true" aria-describedby="like-error"' : ''}>${modelOptions}</select></div>
  ${WORDS.map(field).join('\n  ')}
  <p><button type="submit">Start editing</button> <a href="/studio/">Back to the pages</a></p>
</form>`,
  });
}
