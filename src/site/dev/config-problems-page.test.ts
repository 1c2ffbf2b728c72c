import { describe, expect, it } from 'vitest';
import { renderConfigProblemsPage } from './config-problems-page';

describe('renderConfigProblemsPage', () => {
  const problem = {
    file: 'page-configs/pages/x.json',
    line: 14,
    column: 7,
    path: '$.sections[1].type',
    message: 'unknown block type "<mottoo>"; did you mean "motto"?',
  };

  it('lists each problem with file:line:column, JSON path and message, escaped', () => {
    const html = renderConfigProblemsPage([problem], '/x/');
    expect(html).toContain('<code class="location">page-configs/pages/x.json:14:7</code>');
    expect(html).toContain('<code class="path">$.sections[1].type</code>');
    expect(html).toContain('unknown block type &quot;&lt;mottoo&gt;&quot;; did you mean &quot;motto&quot;?');
    expect(html).not.toContain('<mottoo>');
    expect(html).toContain('<h1>1 config problem</h1>');
  });

  it('loads Vite\'s client, so a saved fix reloads the page', () => {
    expect(renderConfigProblemsPage([problem, problem], '/x/')).toContain('<script type="module" src="/@vite/client"></script>');
    expect(renderConfigProblemsPage([problem, problem], '/x/')).toContain('<h1>2 config problems</h1>');
  });
});
