import { Agent, request } from 'node:http';
import { validEnquiryRequest } from '../support/enquiry-request';

const TOKEN = 'travel-site-public-token';

/** One enquiry POST over `agent`; its status, or 0 when the connection failed. */
function postEnquiry(url: string, agent: Agent | undefined, forwardedFor: string, submissionId: string): Promise<number> {
  const body = JSON.stringify(validEnquiryRequest({ submission_id: submissionId, comments: `Cluster flood check ${submissionId}` }));
  return new Promise((resolve) => {
    const req = request(
      `${url}/api/enquiries/register`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), token: TOKEN, 'x-forwarded-for': forwardedFor },
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', () => resolve(0));
      },
    );
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
    req.end(body);
  });
}

/**
 * Issue 36's flood: `connections` keep-alive connections from one client address (named the way
 * the CDN names a visitor, in X-Forwarded-For), each posting enquiries back to back until
 * stopped, at most one per `roundTripMs` each (an attacker's next request waits for the answer to
 * cross the internet: without it, this process, not the site, would be what is measured). Counts
 * the answers by status.
 */
export function startKeepAliveFlood(options: { url: string; connections: number; forwardedFor: string; runId: string; roundTripMs?: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const statuses = new Map<number, number>();
  let stopped = false;
  let sent = 0;
  const loop = async (connection: number) => {
    for (let n = 0; !stopped; n += 1) {
      sent += 1;
      const started = Date.now();
      const status = await postEnquiry(options.url, agent, options.forwardedFor, `${options.runId}-flood-${connection}-${n}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const rest = (options.roundTripMs ?? 50) - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  const loops = Array.from({ length: options.connections }, (_, connection) => loop(connection));
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      return { sent, statuses: Object.fromEntries(statuses) };
    },
  };
}

/**
 * Real visitors meanwhile: one enquiry after another for `seconds`, each from its own address
 * (a different visitor each time) with its own submission id. The answers' statuses.
 */
export async function realEnquiries(options: { url: string; seconds: number; runId: string; addressPrefix: string }): Promise<number[]> {
  const statuses: number[] = [];
  const until = Date.now() + options.seconds * 1000;
  for (let n = 0; Date.now() < until; n += 1) {
    statuses.push(await postEnquiry(options.url, undefined, `${options.addressPrefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`, `${options.runId}-real-${n}`));
  }
  return statuses;
}
