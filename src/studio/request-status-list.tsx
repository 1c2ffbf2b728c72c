import ky from 'ky';
import useSWR from 'swr';
import { z } from 'zod';
import { agencyDateTime } from '../lib/agency-time';
import { requestStateSchema, requestStateWords } from '../shared/request-state';

/**
 * "Your change requests": the signed-in person's requests with where each stands (Pending,
 * Superseded, Applied and waiting for deploy, Applied and live since…, Rejected: request-state.ts)
 * in the agency's time, polled from /studio/api/my-requests so a developer's decision and the
 * deploy show up without a reload.
 */
const myRequestSchema = z.object({
  id: z.number(),
  page: z.string(),
  status: z.enum(['proposed', 'applied', 'rejected']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  summary: z.array(z.string()),
  /** Computed by the server from the running build's versions (server/studio/request-states.ts). */
  state: requestStateSchema.optional(),
});
type MyRequest = z.infer<typeof myRequestSchema>;

/** Often enough to feel live, rare enough for a few marketers on one small server (paused in a hidden tab). */
const POLL_MS = 3_000;

async function fetchMyRequests(): Promise<MyRequest[]> {
  const answer: unknown = await ky.get(new URL('/studio/api/my-requests', location.origin).href, { timeout: 30_000, retry: 0 }).json();
  return z.object({ requests: z.array(myRequestSchema) }).parse(answer).requests;
}

const STATUS_WORDS = { proposed: 'Pending', applied: 'Applied', rejected: 'Rejected' } as const;
const stateWords = (request: MyRequest) => (request.state ? requestStateWords(request.state) : STATUS_WORDS[request.status]);
/** The state's look: its kind, or the status for an answer without one. */
const stateClass = (request: MyRequest) => `studio-request-${request.state?.kind ?? request.status}`;

function outcomeOf(request: MyRequest): string {
  if (request.status === 'proposed') return `requested ${agencyDateTime(request.createdAt)}`;
  const when = request.decidedAt ? ` ${agencyDateTime(request.decidedAt)}` : '';
  return `by ${request.decidedBy ?? 'a developer'}${when}${request.status === 'rejected' && request.reason ? `: ${request.reason}` : ''}`;
}

export function RequestStatusList() {
  const { data, error } = useSWR('studio-my-requests', fetchMyRequests, { refreshInterval: POLL_MS });
  if (!data?.length && !error) return null;
  return (
    <section className="studio-panel studio-my-requests" aria-labelledby="studio-my-requests-heading">
      <h2 id="studio-my-requests-heading">Your change requests</h2>
      {error ? <p role="alert">The list of your requests could not be loaded; it retries by itself.</p> : null}
      <ul aria-live="polite">
        {(data ?? []).slice(0, 5).map((request) => (
          <li key={request.id} data-request-id={request.id}>
            <strong>
              #{request.id} {request.page}: <span className={`studio-request-status ${stateClass(request)}`}>{stateWords(request)}</span>
            </strong>{' '}
            <small>{outcomeOf(request)}</small>
            {request.summary.length ? (
              <ul className="studio-request-summary">
                {request.summary.map((sentence, index) => (
                  <li key={index}>{sentence}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
