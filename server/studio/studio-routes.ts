import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ContentReader } from '../../src/engine/block';
import { pageConfigBaseSchema } from '../../src/engine/page-config-schema';
import type { Database, Queryable } from '../db/database';
import { cspNonceOf } from '../http/request-context';
import { createLimitsStore, type LimitsStore } from '../limits/limits-store';
import type { Logger } from '../logger';
import { applyChangeRequest } from './apply-request';
import { createChangeRequests } from './change-requests';
import { checkProposal, type FullConfigCheck } from './check-proposal';
import { createEditorShell } from './editor-shell';
import { createExperimentRoutes } from './experiment-routes';
import { createDrafts } from './drafts';
import { listImageLibrary, siteImagesDirFor } from './image-library';
import { createPageConfigFiles, isPageConfigFile, sha256 } from './page-config-files';
import { printable } from '../../src/lib/printable-text';
import { parseJsonBody } from '../http/json-body';
import { holdsUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../leads/unstorable-text';
import { renderPreview, renderProposal, type PreviewRenderer } from './preview';
import { createScreenshotStore, SHOT_SIDES, SHOT_WIDTHS, type Screenshotter } from './request-screenshots';
import { changeSummary } from './change-summary';
import type { StudioSession } from './sessions';
import { registerStudioAuth, type StudioEnv } from './studio-auth';
import { requestsPage } from './studio-html';
import { pagesPage } from './pages-list-html';
import { createNewPageRoutes } from './new-page-routes';
import { ownTitle } from './new-page';
import { createRequestStates, type ServedVersions } from './request-states';
import { userDirectoryOf, type StudioUser, type StudioUserDirectory } from './studio-users';
import { configJson } from './config-json';
import { pageForVariant } from '../../src/engine/experiment-variant';

export interface StudioDeps {
  /** A fixed list, or STUDIO_USERS as configured now (studio-users.ts#createStudioUserDirectory). */
  users: readonly StudioUser[] | StudioUserDirectory;
  db: Database;
  /** The login's rate limits (server/limits), shared by the instances; by default the store that fits `db`. */
  limits?: LimitsStore;
  /** The login's own connection for its known browsers (register-studio.ts); by default `db`. */
  loginDb?: Queryable;
  logger: Logger;
  read: ContentReader;
  /** The page-configs/ folder requests are made from and applied to. */
  configDir: string;
  /** The built studio bundle (production); development passes `devTemplate` instead. */
  assetsDir: string;
  devTemplate?: () => Promise<string>;
  template: (url: string) => Promise<string>;
  renderer: () => Promise<PreviewRenderer & { checkAllSiteConfigs: FullConfigCheck; servedConfigVersions: () => ServedVersions }>;
  /** The site's own answer to a request, in-process: a request's pictures are checked through the image pipeline. */
  fetchSite: (request: Request) => Response | Promise<Response>;
  /** Applying from the studio writes the server's own files: only in `npm run dev`. */
  canApplyFromStudio: boolean;
  trustProxy: boolean;
  /** The site's public API token: the editor's canvas reads content through /api like a visitor's browser. */
  apiToken: string;
  /** Before/after pictures of each stored request (STUDIO_SCREENSHOTS=on); none without it. */
  screenshots?: Screenshotter;
}

type Env = StudioEnv;

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.jpg': 'image/jpeg' };

const proposalSchema = z.object({
  /** Only a page's file: site.json (navigation, phone, redirects) is a developer's, never a request's. */
  file: z.string().refine(isPageConfigFile),
  /** The sha256 of the file the editor started from; absent for a new page. */
  baseHash: z.string().nullable(),
  config: z.unknown(),
  // No terminal escapes, bidi overrides or other controls reach the request list or the CLI.
  note: z.string().max(2000).default('').transform((note) => printable(note, { keepLineBreaks: true })),
});

const draftSchema = z.object({
  file: z.string().refine(isPageConfigFile),
  baseHash: z.string().nullable(),
  config: z.unknown(),
  /** The editor's undo history (src/studio/draft-history.ts), kept with the draft. */
  history: z.unknown().optional(),
});
const NO_SUCH_DRAFT = 'There is no such page: open it again from the pages list.';
/** The draft's page file from the query, when it names one (anything else, a NUL included, is no page). */
const draftFile = (c: Context) => draftSchema.shape.file.safeParse(c.req.query('file')).data;
/** A page config is about ten levels deep; the body's nesting is bounded before anything walks it. */
const STUDIO_JSON_DEPTH = 64;

/** A change request's id from the path: a positive integer the database's bigint holds, else undefined (no such request). */
function requestIdParam(c: Context): number | undefined {
  const text = c.req.param('id') ?? '';
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
}
const html = (c: Context, body: string, status: 200 | 401 | 404 | 409 | 422 | 429 | 503 = 200) => {
  c.header('cache-control', 'no-store');
  return c.html(body, status);
};

/** /studio/: login, the pages list, the editor, change requests and their previews (mounted at the root). */
export function createStudioRoutes(deps: StudioDeps) {
  const app = new Hono<Env>();
  const requests = createChangeRequests(deps.db);
  const shots = createScreenshotStore(deps.db);
  const files = createPageConfigFiles(deps.configDir);
  // "Applied" says whether this running build serves the request's version of the page.
  const states = createRequestStates({ db: deps.db, requests, served: async () => (await deps.renderer()).servedConfigVersions() });
  const editorShell = createEditorShell({ assetsDir: deps.assetsDir, devTemplate: deps.devTemplate });
  const users = userDirectoryOf(deps.users);

  app.use('/studio/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    c.header('x-robots-tag', 'noindex');
    await next();
  });

  app.get('/studio', (c) => c.redirect('/studio/', 301));
  // Login, sessions (each request with the user's current role) and logout: studio-auth.ts.
  registerStudioAuth(app, {
    users,
    loginLimits: deps.limits ?? createLimitsStore(deps.db),
    loginDb: deps.loginDb ?? deps.db,
    logger: deps.logger,
    trustProxy: deps.trustProxy,
  });

  app.get('/studio/assets/*', async (c) => {
    const relative = normalize(c.req.path.slice('/studio/assets/'.length));
    if (relative.startsWith('..') || relative.includes('\0')) return c.notFound();
    const body = await readFile(join(deps.assetsDir, 'assets', relative)).catch(() => undefined);
    if (!body) return c.notFound();
    // Every file under assets/ has its content's hash in its name: kept for a year by this
    // browser alone (the login guards it), never asked for again until a build changes its name.
    return c.body(body, 200, { 'content-type': CONTENT_TYPES[extname(relative)] ?? 'application/octet-stream', 'cache-control': 'private, max-age=31536000, immutable' });
  });

  /** The pages list (grouped, searchable by title: pages-list-html.ts), with a message when something was refused. */
  const pagesList = async (session: StudioSession, options: { query?: string; error?: string } = {}) => {
    const { pages, site } = await files.all();
    const listed = pages.flatMap((page) => {
      const parsed = pageConfigBaseSchema.safeParse(configJson(page.text));
      if (!parsed.success) return [];
      const name = page.file.replace(/^page-configs\/pages\/|\.json$/g, '');
      return [{ name, path: parsed.data.path, title: parsed.data.meta.title, sectionTypes: parsed.data.sections.map((section) => section.type) }];
    });
    return pagesPage(session, { pages: listed, site: site[0] ? configJson(site[0].text) : undefined, ...options });
  };

  app.get('/studio/', async (c) => html(c, await pagesList(c.var.session, { query: c.req.query('q') })));

  app.get('/studio/edit/:name/', async (c) => {
    const file = `page-configs/pages/${c.req.param('name')}.json`;
    if (!/^[a-z0-9][a-z0-9-]*$/.test(c.req.param('name')) || !files.exists(file)) return html(c, await pagesList(c.var.session, { error: 'There is no such page (it may have been renamed): choose it from the list.' }), 404);
    const title = ownTitle(pageConfigBaseSchema.safeParse(configJson(await files.read(file))).data?.meta.title ?? '') || 'a page';
    // The shell is asked for again on each visit (the boot data is this person's); its files are cached.
    c.header('cache-control', 'private, no-cache');
    return c.html(await editorShell({ file, apiToken: deps.apiToken }, cspNonceOf(c), { title }));
  });

  // A new landing page starts as a copy of an existing one (like `npm run new:page`) with its own
  // title, description and main heading; it is only written when a developer applies its request.
  app.route('/', createNewPageRoutes({ files, editorShell, apiToken: deps.apiToken }));

  app.get('/studio/api/me', (c) => c.json({ name: c.var.session.name, role: c.var.session.role }));

  // Drafts: each person's unsent edits of a page, autosaved by the editor (docs/studio.md).
  const drafts = createDrafts(deps.db);
  app.get('/studio/api/draft', async (c) => {
    const file = draftFile(c);
    if (!file) return c.json({ status: 400, message: NO_SUCH_DRAFT }, 400);
    const draft = await drafts.find(c.var.session.name, file);
    return c.json({ draft: draft ?? null });
  });
  // A draft over 1 MB (the cap that keeps one person from filling the table) never gets here:
  // the body limit refuses it in the studio's words (server/http/body-limit.ts).
  app.put('/studio/api/draft', async (c) => {
    const text = await c.req.text();
    const json = parseJsonBody(text, STUDIO_JSON_DEPTH);
    if (!json.ok) return c.json({ status: 400, message: json.message }, 400);
    const body = draftSchema.safeParse(json.value);
    if (!body.success) return c.json({ status: 400, message: 'A draft needs file, baseHash and config.' }, 400);
    if (holdsUnstorableText(body.data.config) || holdsUnstorableText(body.data.history)) return c.json({ status: 400, message: UNSTORABLE_TEXT_MESSAGE }, 400);
    const savedAt = await drafts.save(c.var.session.name, body.data.file, { baseHash: body.data.baseHash, config: body.data.config, history: body.data.history });
    return c.json({ savedAt });
  });
  app.delete('/studio/api/draft', async (c) => {
    const file = draftFile(c);
    if (!file) return c.json({ status: 400, message: NO_SUCH_DRAFT }, 400);
    await drafts.remove(c.var.session.name, file);
    return c.body(null, 204);
  });

  app.get('/studio/api/images', async (c) => {
    const { pages, site } = await files.all();
    const configTexts = [...pages, ...site].map((file) => file.text);
    return c.json({ images: await listImageLibrary({ db: deps.db, configTexts, siteImagesDir: siteImagesDirFor(deps.configDir) }) });
  });

  app.get('/studio/api/page', async (c) => {
    const file = c.req.query('file') ?? '';
    if (!isPageConfigFile(file) || !files.exists(file)) return c.json({ status: 404, message: 'There is no such page (it may have been renamed): open it again from the pages list.' }, 404);
    const text = await files.read(file);
    return c.json({ file, baseHash: sha256(text), config: JSON.parse(text) });
  });

  app.post('/studio/api/requests', async (c) => {
    const json = parseJsonBody(await c.req.text(), STUDIO_JSON_DEPTH);
    if (!json.ok) return c.json({ status: 400, message: json.message }, 400);
    const body = proposalSchema.safeParse(json.value);
    if (body.success && holdsUnstorableText(body.data.config)) return c.json({ status: 400, message: UNSTORABLE_TEXT_MESSAGE }, 400);
    if (!body.success) {
      const message = body.error.issues.some((issue) => issue.path[0] === 'file')
        ? "A change request is for one page of the site, never the site's menus and settings."
        : 'A change request needs the page, its sections and a note: reload the editor and try again.';
      return c.json({ status: 400, message }, 400);
    }
    const { file, baseHash, config, note } = body.data;
    const existing = files.exists(file) ? await files.read(file) : undefined;
    if ((existing === undefined) !== (baseHash === null) || (existing !== undefined && sha256(existing) !== baseHash)) {
      return c.json({ status: 409, message: 'This page was changed by someone else since you opened it. Reload the editor to start from the page as it is now.' }, 409);
    }
    const renderer = await deps.renderer();
    const problems = await checkProposal({
      files,
      file,
      config,
      check: renderer.checkAllSiteConfigs,
      read: deps.read,
      // What the request adds or changes must be finished: rendered as its preview is, its pictures asked of the site.
      content: {
        render: async (page) => {
          const rendered = await renderProposal({ renderer, read: deps.read, page });
          return rendered.kind === 'page' ? rendered.html : undefined;
        },
        fetchSite: deps.fetchSite,
      },
    });
    if (problems.length > 0) return c.json({ status: 422, message: 'The page has problems: fix them and request again.', problems }, 422);
    const before = existing === undefined ? null : configJson(existing);
    const { request, created } = await requests.createOnce({
      author: c.var.session.name,
      authorEmail: users.userNamed(c.var.session.name)?.email,
      configFile: file,
      baseHash,
      proposed: config,
      note,
      summary: changeSummary(before, config),
    });
    // The draft became the request: the next visit starts from the file again.
    await drafts.remove(c.var.session.name, file);
    // The same proposal again (a double click, a second tab): the stored request, nothing new.
    if (!created) return c.json({ request, previewUrl: `/studio/preview/${request.id}/`, created }, 200);
    deps.logger.info({ id: request.id, file, author: request.author }, 'studio change request');
    // The pictures follow the answer: Chromium takes seconds, the marketer does not wait for it.
    deps.screenshots?.enqueue({
      requestId: request.id,
      render: async (side) => {
        const page = pageConfigBaseSchema.safeParse(side === 'before' ? before : config);
        if (!page.success) return undefined;
        return renderPreview({ renderer: await deps.renderer(), template: deps.template, read: deps.read, page: page.data, request });
      },
    });
    return c.json({ request, previewUrl: `/studio/preview/${request.id}/`, created }, 201);
  });

  app.get('/studio/api/requests', async (c) => c.json({ requests: await requests.list() }));

  // The signed-in person's own requests and their outcome: the editor polls it for live status.
  app.get('/studio/api/my-requests', async (c) => {
    const mine = await requests.byAuthor(c.var.session.name);
    const stateOf = await states.statesOf(mine);
    return c.json({
      requests: mine.map((request) => ({
        id: request.id,
        page: pageConfigBaseSchema.safeParse(request.proposed).data?.path ?? request.config_file,
        status: request.status,
        createdAt: request.created_at,
        decidedAt: request.decided_at,
        decidedBy: request.decided_by,
        reason: request.reason,
        summary: request.summary,
        state: stateOf.get(request.id),
      })),
    });
  });

  app.get('/studio/requests/:id/:side/:file', async (c) => {
    const side = SHOT_SIDES.find((known) => known === c.req.param('side'));
    const width = SHOT_WIDTHS.find((known) => `${known}.png` === c.req.param('file'));
    const id = requestIdParam(c);
    const png = side && width && id ? await shots.find(id, side, width) : undefined;
    if (!png) return c.notFound();
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'private, no-store' });
  });

  /** The change requests page: every request with its pictures and its state, and a message after an action. */
  const requestsList = async (c: Context<Env>, options: { canApply: boolean; message?: string }, status: 200 | 401 | 404 | 409 = 200) => {
    const list = await requests.list();
    const [available, stateOf] = await Promise.all([shots.available(list.map((request) => request.id)), states.statesOf(list)]);
    return html(c, requestsPage(c.var.session, list, { ...options, shots: available, states: stateOf }), status);
  };

  app.get('/studio/requests', (c) => requestsList(c, { canApply: deps.canApplyFromStudio }));

  const noSuchRequest = (c: Context<Env>) => requestsList(c, { canApply: deps.canApplyFromStudio, message: 'There is no such change request.' }, 404);

  const developerOnly = (c: Context<Env>) =>
    c.var.session.role === 'developer' ? undefined : html(c, requestsPage(c.var.session, [], { canApply: false, message: 'Only a developer may apply or reject a change request.' }), 401);

  app.post('/studio/requests/:id/apply', async (c) => {
    const refused = developerOnly(c);
    if (refused) return refused;
    const id = requestIdParam(c);
    if (!id) return noSuchRequest(c);
    if (!deps.canApplyFromStudio) return requestsList(c, { canApply: false, message: 'Apply with npm run studio:apply on a checkout of the project.' }, 409);
    const result = await applyChangeRequest({ db: deps.db, files, id, by: c.var.session.name });
    return requestsList(c, { canApply: true, message: result.message }, result.ok ? 200 : result.status === 404 ? 404 : 409);
  });

  app.post('/studio/requests/:id/reject', async (c) => {
    const refused = developerOnly(c);
    if (refused) return refused;
    const form = await c.req.parseBody();
    const reason = typeof form.reason === 'string' ? form.reason.trim() : '';
    const id = requestIdParam(c);
    if (!id) return noSuchRequest(c);
    const done = reason !== '' && (await requests.decide(id, { status: 'rejected', by: c.var.session.name, reason }));
    const message = done ? `Rejected change request #${id}.` : reason ? `Change request #${id} is not open.` : 'Give a reason for rejecting.';
    return requestsList(c, { canApply: deps.canApplyFromStudio, message }, done ? 200 : 409);
  });

  app.get('/studio/preview/:id/', async (c) => {
    const id = requestIdParam(c);
    const request = id ? await requests.find(id) : undefined;
    const page = request ? pageConfigBaseSchema.safeParse(request.proposed) : undefined;
    if (!request || !page?.success) return html(c, requestsPage(c.var.session, [], { canApply: false, message: 'There is no such change request.' }), 404);
    // A request that starts an experiment is previewed as each variant too (?variant=variant-b): the page as its visitors would see it.
    const variant = page.data.experiment?.variants.find((candidate) => candidate.id === c.req.query('variant'))?.id;
    const shown = variant ? pageForVariant(page.data, variant) : page.data;
    return html(c, await renderPreview({ renderer: await deps.renderer(), template: deps.template, read: deps.read, page: shown, request, variant }));
  });

  // The experiment report and its Promote (docs/experiments.md), behind the same login.
  app.route('/', createExperimentRoutes({ db: deps.db, files, requests, renderer: deps.renderer, read: deps.read, logger: deps.logger }));

  return app;
}
