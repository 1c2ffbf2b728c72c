import type { Database } from '../db/database';
import { createChangeRequests } from './change-requests';
import { applyWithMinimalDiff } from './minimal-diff';
import { proposalText } from './check-proposal';
import { isPageConfigFile, sha256, type PageConfigFiles } from './page-config-files';

export type ApplyResult = { ok: true; file: string; message: string } | { ok: false; status: 404 | 409; message: string };

/**
 * Writes a proposed request into its page config file with a minimal diff and marks it applied.
 * Refused, with the reason, when the request is not open or when the file changed after the
 * request was made (someone else edited or applied it): never a silent overwrite.
 *
 * Two applies at once (two developers, the studio's button and `npm run studio:apply`) must not
 * both write: all of it runs in one transaction that first takes a lock on the file (a second
 * apply of any request to that file waits, then sees the file as the first left it), then claims
 * the request (only a request still open is claimed), and only then writes. A write that fails
 * rolls the claim back, with its queued e-mail: the request stays open.
 */
export async function applyChangeRequest(options: {
  db: Pick<Database, 'transaction'>;
  /** The files on disk, or anything that reads and writes them like it (a git branch: scripts/studio-branch-files.ts). */
  files: Pick<PageConfigFiles, 'exists' | 'read' | 'write'>;
  id: number;
  by: string;
}): Promise<ApplyResult> {
  const { db, files, id, by } = options;
  return db.transaction(async (tx) => {
    const requests = createChangeRequests(tx);
    const request = await requests.find(id);
    if (request?.status !== 'proposed') return notOpen(id, request);
    if (!isPageConfigFile(request.config_file)) {
      // Requests are for page configs only; one stored before that rule (or by hand) is not written.
      return { ok: false, status: 409, message: `Change request #${id} is for ${request.config_file}, not a page config: not applied. Reject it.` };
    }
    // Held until the transaction ends: applies to one file run one after the other.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [request.config_file]);
    const now = await requests.find(id);
    if (now?.status !== 'proposed') return notOpen(id, now);
    const proposed = request.proposed;
    if (!proposed || typeof proposed !== 'object' || Array.isArray(proposed)) {
      return { ok: false, status: 409, message: `Change request #${id} holds no page config.` };
    }
    const exists = files.exists(request.config_file);
    const current = exists ? await files.read(request.config_file) : undefined;
    if (request.base_hash === null && current !== undefined) {
      return { ok: false, status: 409, message: `Change request #${id} adds ${request.config_file}, but that file exists now. Not overwriting it: ask for a new request.` };
    }
    if (request.base_hash !== null && (current === undefined || sha256(current) !== request.base_hash)) {
      return {
        ok: false,
        status: 409,
        message: `${request.config_file} changed since change request #${id} was made (${current === undefined ? 'it was deleted' : 'its content differs'}). Not overwriting it: reject the request and ask for a new one made from the current file.`,
      };
    }
    // Claimed before the file is written: a request decided meanwhile (rejected from the studio) is not written.
    if (!(await requests.decide(id, { status: 'applied', by }))) return notOpen(id, await requests.find(id));
    const text = current === undefined ? proposalText(proposed) : applyWithMinimalDiff(current, Object.fromEntries(Object.entries(proposed)));
    await files.write(request.config_file, text);
    return { ok: true, file: request.config_file, message: `Applied change request #${id} to ${request.config_file}.` };
  });
}

/** Missing (404), or decided already (409: by whom). */
function notOpen(id: number, request: { status: string; decided_by: string | null } | undefined): ApplyResult {
  if (!request) return { ok: false, status: 404, message: `There is no change request #${id}.` };
  return { ok: false, status: 409, message: `Change request #${id} is already ${request.status}${request.decided_by ? ` (by ${request.decided_by})` : ''}.` };
}
