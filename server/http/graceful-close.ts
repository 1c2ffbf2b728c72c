import type { Server } from 'node:http';
import { markDraining } from './lifecycle';

/** In-flight requests get this long to finish; then their connections are cut (the whole stop stays under 10 s). */
export const DRAIN_DEADLINE_MS = 8_000;

/**
 * Stops taking connections and waits for in-flight requests: idle keep-alive connections close
 * at once, busy ones after their answer (which says `Connection: close`, see drainingConnectionClose).
 * Resolves with how many connections had to be cut at the deadline.
 */
export function drainServer(server: Server, deadlineMs = DRAIN_DEADLINE_MS): Promise<{ forced: boolean }> {
  markDraining();
  return new Promise((resolve) => {
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      resolve({ forced: true });
    }, deadlineMs);
    server.close(() => {
      clearTimeout(deadline);
      resolve({ forced: false });
    });
    server.closeIdleConnections();
  });
}

/** Node's options for a server facing slow or stalled clients. */
export function serverTimeouts(requestTimeoutMs: number, keepAliveTimeoutMs = 5_000) {
  return {
    /** The whole request (headers and body) must arrive within this time, or the client gets 408. */
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(10_000, requestTimeoutMs),
    /**
     * Idle keep-alive connections close after this. Behind a load balancer it must outlast the
     * balancer's own idle timeout, or the balancer reuses a connection we are closing (a 502).
     */
    keepAliveTimeout: keepAliveTimeoutMs,
    /** How often Node checks those timeouts (its default, 30 s, would let a slow client linger). */
    connectionsCheckingInterval: 1_000,
    /**
     * Node refuses a request without a Host header with a bare 400, before any route sees it; a
     * balancer's plain HTTP/1.0 health check (`GET /healthz HTTP/1.0`) sends none. The app reads
     * the Host only for absolute links, and the cross-site guard never trusts it.
     */
    requireHostHeader: false,
  };
}

/**
 * Options of @hono/node-server's request listener: a request without a Host header (HTTP/1.0, a
 * balancer's plain health check) is read as addressed to this host instead of being refused.
 */
export const requestListenerOptions = { hostname: 'localhost' };
