import { Hono, type Context } from 'hono';
import { cspNonceOf } from '../http/request-context';
import type { EditorBoot, EditorShell } from './editor-shell';
import { isLandingModel, newLandingPage, pageWordsOf, type NewPageWords } from './new-page';
import { newPageFormPage } from './new-page-html';
import type { PageConfigFiles } from './page-config-files';
import { configJson } from './config-json';
import type { StudioSession } from './sessions';

type Env = { Variables: { session: StudioSession } };

type NewPageQuery = { path: string; like: string } & NewPageWords;

const queryOf = (c: Context): NewPageQuery => ({
  path: c.req.query('path')?.trim() ?? '',
  like: c.req.query('like') ?? '',
  title: c.req.query('title') ?? '',
  description: c.req.query('description') ?? '',
  heading: c.req.query('heading') ?? '',
});

/**
 * A new landing page (docs/studio.md): /studio/new asks for its address, the landing page to copy
 * and what makes it new (new-page.ts); once they are right the editor opens on the copy, which
 * /studio/api/new-page hands the editor. Nothing is written until a developer applies the request.
 */
export function createNewPageRoutes(deps: { files: PageConfigFiles; editorShell: EditorShell; apiToken: string }) {
  const app = new Hono<Env>();

  const models = async () =>
    (await deps.files.all()).pages.flatMap((file) => {
      const config = configJson(file.text);
      const words = pageWordsOf(config);
      return words && isLandingModel(config) && !words.path.includes(':') ? [{ title: words.title, address: words.path }] : [];
    });

  app.get('/studio/new', async (c) => {
    c.header('cache-control', 'no-store');
    const query = queryOf(c);
    const asked = ['path', 'like', 'title', 'description', 'heading'].some((name) => c.req.query(name) !== undefined);
    if (!asked) return c.html(newPageFormPage(c.var.session, { values: {}, problems: [], models: await models() }));
    const result = newLandingPage(query, (await deps.files.all()).pages, deps.files.exists);
    if (!result.ok) return c.html(newPageFormPage(c.var.session, { values: query, problems: result.problems, models: await models() }), 422);
    const boot: EditorBoot = { file: result.file, apiToken: deps.apiToken, newPage: query };
    return c.html(await deps.editorShell(boot, cspNonceOf(c), { title: query.title.trim() }));
  });

  app.get('/studio/api/new-page', async (c) => {
    const result = newLandingPage(queryOf(c), (await deps.files.all()).pages, deps.files.exists);
    if (!result.ok) return c.json({ status: 409, message: result.problems.map((problem) => problem.message).join(' ') }, 409);
    return c.json({ file: result.file, baseHash: null, config: JSON.parse(result.text) });
  });

  return app;
}
