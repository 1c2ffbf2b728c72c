import { join, resolve } from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createImageRoutes } from './image-routes';
import { imageOriginsOf } from './source-allow-list';
import { createVariantCache } from './variant-cache';

/** The image endpoint as the environment configures it (docs/decisions/007-image-pipeline.md). */
export function createImagePipeline(env: Env, logger: Logger, publicDir = resolve('public'), shutdown?: AbortSignal) {
  const cache = createVariantCache({
    dir: env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR, 'image-cache'),
    maxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    onError: (message) => logger.warn(message),
  });
  // An unusable cache directory is a configuration error: said once at start-up, not per image.
  cache.catch((error: unknown) => logger.error({ err: String(error) }, 'image cache directory unusable'));
  return createImageRoutes({
    publicDir,
    origins: imageOriginsOf(env),
    cache,
    onProblem: (message, details) => logger.warn(details, message),
    shutdown,
  });
}
