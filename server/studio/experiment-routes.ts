import { Hono, type Context } from 'hono';
import type { ContentReader } from '../../src/engine/block';
import { printable } from '../../src/lib/printable-text';
import { canPromote, experimentReportHtml, type ExperimentReportProps } from './experiment-report-html';
import { promoteVariant } from './promote-variant';
import type { Queryable } from '../db/database';
import { declaredExperiments, type DeclaredExperiment } from '../experiments/declared-experiments';
import { experimentReports } from '../experiments/experiment-report';
import { promotionFigures } from '../experiments/promotion-figures';
import type { Logger } from '../logger';
import type { ChangeRequests } from './change-requests';
import { checkProposal, type FullConfigCheck } from './check-proposal';
import { sha256, type PageConfigFiles } from './page-config-files';
import type { StudioSession } from './sessions';
import { studioPage } from './studio-html';

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

/**
 * /studio/experiments (docs/experiments.md): every experiment a page declares or the database has
 * counted, with the figures of `npm run experiments`; POST …/promote turns one variant into an
 * ordinary change request (the editor's storage and checks). Mounted behind the studio's login.
 */
export function createExperimentRoutes(deps: ExperimentRoutesDeps) {
  const app = new Hono<Env>();

  const declared = async (): Promise<DeclaredExperiment[]> => declaredExperiments((await deps.files.all()).pages);
  const reports = async (pages: readonly DeclaredExperiment[]) => experimentReports(deps.db, { declared: pages, now: deps.now?.() });

  const page = async (c: Context<Env>, message?: ExperimentReportProps['message'], status: 200 | 404 | 409 | 422 = 200, confirm?: ExperimentReportProps['confirm']) => {
    const experiments = await reports(await declared());
    c.header('cache-control', 'no-store');
    return c.html(studioPage({ title: 'Experiments', session: c.var.session, body: experimentReportHtml({ experiments, message, confirm }) }), status);
  };

  app.get('/studio/experiments', (c) => page(c));

  app.post('/studio/experiments/:id/promote', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    const variant = typeof form.variant === 'string' ? form.variant : '';
    const pages = await declared();
    const declaration = pages.find((p) => p.experiment.id === id);
    if (!declaration) return page(c, { text: `No page runs the experiment ${printable(id)} any more.`, error: true }, 404);
    const report = (await reports(pages)).find((r) => r.experiment === id);
    if (report && !canPromote(report, variant)) {
      return page(c, { text: `Promoting ${printable(variant)} is blocked: the split of visitors does not match the weights (the sample-ratio check).`, error: true }, 409);
    }
    const promotion = promoteVariant(declaration.raw, id, variant);
    if (!promotion.ok) return page(c, { text: printable(promotion.message), error: true }, 409);
    const figures = report ? ` ${promotionFigures(report, variant)}` : '';
    // Promote asks first, showing the figures the request will carry.
    if (form.confirm !== 'yes') return page(c, undefined, 200, { experiment: id, variant, figures: figures.trim() || 'No figures counted yet.' });
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
      note: `Promote ${variant} of the experiment ${id} on ${declaration.path}: its section order becomes the page's own and the experiment ends.${figures}`,
    });
    deps.logger.info({ id: request.id, experiment: id, variant, author: request.author }, 'studio experiment promoted (change request)');
    return page(c, { text: `Change request #${request.id} made: ${variant} becomes the page's order once a developer applies it.`, error: false, requestId: request.id });
  });

  return app;
}
