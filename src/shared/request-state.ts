import { z } from 'zod';
import { agencyDateTime } from '../lib/agency-time';

/**
 * Where a change request stands, as a marketer needs to know it (issue 37): "Applied" only when
 * the running site serves the request's version of the page (server/studio/request-states.ts).
 * The server computes it; the editor's list and the requests page put it in the same words.
 */
export const requestStateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pending') }),
  /** Another request for the page was applied after this one was made (or applied): this version is not what visitors get. */
  z.object({ kind: z.literal('superseded'), by: z.number() }),
  /** Applied to the files; the running site still serves the page's earlier version. */
  z.object({ kind: z.literal('waiting') }),
  /** The running site serves this version of the page, first served at `since`. */
  z.object({ kind: z.literal('live'), since: z.string() }),
  z.object({ kind: z.literal('rejected') }),
]);
export type RequestState = z.infer<typeof requestStateSchema>;

export function requestStateWords(state: RequestState): string {
  switch (state.kind) {
    case 'pending':
      return 'Pending';
    case 'superseded':
      return `Superseded by #${state.by}`;
    case 'waiting':
      return 'Applied, waiting for deploy';
    case 'live':
      return `Applied, live since ${agencyDateTime(state.since)}`;
    case 'rejected':
      return 'Rejected';
  }
}
