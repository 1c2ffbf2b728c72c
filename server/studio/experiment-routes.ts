import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ContentReader } from '../../src/engine/block';
import { experimentSchema, type Experiment } from '../../src/engine/experiment-schema';
import { experimentWindow } from '../../src/engine/experiment-window';
import { printable } from '../../src/lib/printable-text';
import { experimentReportHtml, type ExperimentReportProps, type ReportExperiment } from './experiment-report-html';
import { promoteVariant } from './promote-variant';
import type { Queryable } from '../db/database';
import { experimentReports } from '../experiments/experiment-report';
import type { Logger } from '../logger';
import type { ChangeRequests } from './change-requests';
import { checkProposal, type FullConfigCheck } from './check-proposal';
import { sha256, type PageConfigFiles } from './page-config-files';
import type { StudioSession } from './sessions';
import { studioPage } from './studio-html';
import { configJson } from './config-json';

export interface ExperimentRoutesDeps {
  db: Queryable;
  files: PageConfigFiles;
  requests: ChangeRequests;
  renderer: () => Promise<{ checkAllSiteConfigs: FullConfigCheck }>;
  read: ContentReader;
  logger: Logger;
  now?: () => number;
}

type Env = { Variables: { session: StudioSession } };

/** A page config that declares an experiment (read leniently: a broken file is the config check's business). */
const declaringPage = z.looseObject({ path: z.string(), experiment: experimentSchema });

interface DeclaredExperiment {
  file: string;
  text: string;
  raw: unknown;
  path: string;
  experiment: Experiment;
}

/**
 * /studio/experiments (docs/experiments.md): every experiment a page declares or the database has
 * counted, with the figures of `npm run experiments`; POST …/promote turns one variant into an
 * ordinary change request (the editor's storage and checks). Mounted behind the studio's login.
 */
export function createExperimentRoutes(deps: ExperimentRoutesDeps) {
  const app = new Hono<Env>();

  const declared = async (): Promise<DeclaredExperiment[]> => {
    const { pages } = await deps.files.all();
    return pages.flatMap((page) => {
      const raw = configJson(page.text);
      const parsed = declaringPage.safeParse(raw);
      return parsed.success ? [{ file: page.file, text: page.text, raw, path: parsed.data.path, experiment: parsed.data.experiment }] : [];
    });
  };

  const statusOf = (experiment: Experiment): 'running' | 'not started' | 'ended' => {
    const now = deps.now?.() ?? Date.now();
    const { from, until } = experimentWindow(experiment);
    return now < from ? 'not started' : now >= until ? 'ended' : 'running';
  };

  const page = async (c: Context<Env>, message?: ExperimentReportProps['message'], status: 200 | 404 | 409 | 422 = 200) => {
    const [reports, pages] = await Promise.all([experimentReports(deps.db), declared()]);
    const ids = [...new Set([...pages.map((p) => p.experiment.id), ...reports.map((r) => r.experiment)])].sort();
    const experiments: ReportExperiment[] = ids.map((id) => {
      const declaration = pages.find((p) => p.experiment.id === id);
      const { experiment } = declaration ?? {};
      return {
        id,
        page: declaration && experiment && { path: declaration.path, start: experiment.start, end: experiment.end, status: statusOf(experiment), variants: experiment.variants.map((v) => v.id) },
        variants: reports.find((r) => r.experiment === id)?.variants ?? [],
      };
    });
    c.header('cache-control', 'no-store');
    return c.html(studioPage({ title: 'Experiments', session: c.var.session, body: experimentReportHtml({ experiments, message }) }), status);
  };

  app.get('/studio/experiments', (c) => page(c));

  app.post('/studio/experiments/:id/promote', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    const variant = typeof form.variant === 'string' ? form.variant : '';
    const declaration = (await declared()).find((p) => p.experiment.id === id);
    if (!declaration) return page(c, { text: `No page runs the experiment ${printable(id)} any more.`, error: true }, 404);
    const promotion = promoteVariant(declaration.raw, id, variant);
    if (!promotion.ok) return page(c, { text: printable(promotion.message), error: true }, 409);
    const renderer = await deps.renderer();
    const problems = await checkProposal({ files: deps.files, file: declaration.file, config: promotion.config, check: renderer.checkAllSiteConfigs, read: deps.read });
    if (problems.length > 0) {
      return page(c, { text: `Promoting ${variant} would break the page: ${problems.map((p) => p.message).join('; ')}`, error: true }, 422);
    }
    const request = await deps.requests.create({
      author: c.var.session.name,
      configFile: declaration.file,
      baseHash: sha256(declaration.text),
      proposed: promotion.config,
      note: `Promote ${variant} of the experiment ${id} on ${declaration.path}: its section order becomes the page's own and the experiment ends.`,
    });
    deps.logger.info({ id: request.id, experiment: id, variant, author: request.author }, 'studio experiment promoted (change request)');
    return page(c, { text: `Change request #${request.id} made: ${variant} becomes the page's order once a developer applies it.`, error: false, requestId: request.id });
  });

  return app;
}
