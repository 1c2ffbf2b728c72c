import type { MiddlewareHandler } from 'hono';

/**
 * Whether this process is shutting down. Set once on SIGTERM (server/start.ts): from then on
 * /readyz answers 503, so a load balancer stops sending new visitors while in-flight requests
 * finish. Per process by nature.
 */
let draining = false;

export function markDraining() {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

/** While draining, every answer closes its connection, so keep-alive clients reconnect elsewhere. */
export const drainingConnectionClose: MiddlewareHandler = async (c, next) => {
  await next();
  if (draining) c.header('Connection', 'close');
};
