import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { validEnquiryRequest } from '../support/enquiry-request';
import { postEnquiry } from './post-enquiry.mjs';

const TOKEN = 'travel-site-public-token';

/**
 * Issue 36's flood: `connections` keep-alive connections from one client address (named the way
 * the CDN names a visitor, in X-Forwarded-For), each posting enquiries back to back until
 * stopped, at most one per `roundTripMs` each (an attacker's next request waits for the answer to
 * cross the internet: without it, the flooding process, not the site, would be what is measured).
 * Counts the answers by status. It runs in a child process (keep-alive-flood-child.mjs): sharing
 * this process's event loop, its answers slowed `realEnquiries` beside it on a busy machine, so a
 * CI run measured the test's own client instead of the site.
 */
export function startKeepAliveFlood(options: { url: string; connections: number; forwardedFor: string; runId: string; roundTripMs?: number }) {
  const child = fork(fileURLToPath(new URL('./keep-alive-flood-child.mjs', import.meta.url)), [
    JSON.stringify({ ...options, roundTripMs: options.roundTripMs ?? 50, token: TOKEN, body: validEnquiryRequest() }),
  ]);
  const answered = new Promise<{ sent: number; statuses: Record<string, number> }>((resolve, reject) => {
    child.once('message', (message) => {
      const parsed = floodAnswersSchema.safeParse(message);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`the flood's child answered ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => reject(new Error(`the flood's child exited (${code}) before answering`)));
  });
  return {
    async stop() {
      child.send('stop');
      return answered;
    },
  };
}

const floodAnswersSchema = z.object({ sent: z.number(), statuses: z.record(z.string(), z.number()) });

/**
 * Real visitors meanwhile: one enquiry after another for `seconds`, each from its own address
 * (a different visitor each time) with its own submission id. The answers' statuses.
 */
export async function realEnquiries(options: { url: string; seconds: number; runId: string; addressPrefix: string }): Promise<number[]> {
  const statuses: number[] = [];
  const body = validEnquiryRequest();
  const until = Date.now() + options.seconds * 1000;
  for (let n = 0; Date.now() < until; n += 1) {
    statuses.push(
      await postEnquiry({
        url: options.url,
        agent: undefined,
        forwardedFor: `${options.addressPrefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        submissionId: `${options.runId}-real-${n}`,
        body,
        token: TOKEN,
      }),
    );
  }
  return statuses;
}
