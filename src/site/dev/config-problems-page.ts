import { escapeHtml } from '../../lib/html-escape';
import { formatProblem, type ConfigProblem } from '../../engine/config-check';

/**
 * Development only: the page answered instead of a blank or broken page while a config is
 * invalid. It lists each problem where an editor can jump to it (file:line:column), and loads
 * Vite's client, so saving the fixed file reloads the page by itself.
 */
export function renderConfigProblemsPage(problems: readonly ConfigProblem[], requestPath: string): string {
  const items = problems
    .map(
      (problem) => `<li>
  <code class="location">${escapeHtml(`${problem.file}:${problem.line}:${problem.column}`)}</code>
  <code class="path">${escapeHtml(problem.path)}</code>
  <p class="message">${escapeHtml(problem.message)}</p>
</li>`,
    )
    .join('\n');
  const plain = escapeHtml(problems.map(formatProblem).join('\n'));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Config problem${problems.length === 1 ? '' : 's'} | development</title>
<script type="module" src="/@vite/client"></script>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #1c2530; color: #f7f3ec; }
  main { max-width: 960px; margin: 0 auto; padding: 40px 24px; }
  h1 { margin: 0 0 8px; font-size: 1.6rem; color: #ffb4a6; }
  .lead { margin: 0 0 24px; color: #d9dee3; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
  li { background: #26313d; border-left: 4px solid #ff6b57; border-radius: 8px; padding: 14px 18px; }
  code { font: 14px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
  .location { color: #8fd3ff; margin-right: 12px; }
  .path { color: #ffd479; }
  .message { margin: 6px 0 0; font-size: 1.05rem; }
  details { margin-top: 28px; color: #d9dee3; }
  pre { white-space: pre-wrap; background: #11181f; padding: 12px; border-radius: 8px; }
</style>
</head>
<body>
<main>
<h1>${problems.length} config problem${problems.length === 1 ? '' : 's'}</h1>
<p class="lead">${escapeHtml(requestPath)} is not rendered until the page configs are valid. Fix the file and save: this page reloads by itself.</p>
<ol class="config-problems">
${items}
</ol>
<details><summary>As plain text (same as npm run check:configs)</summary><pre>${plain}</pre></details>
</main>
</body>
</html>
`;
}
