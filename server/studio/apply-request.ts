import type { ChangeRequests } from './change-requests';
import { applyWithMinimalDiff } from './minimal-diff';
import { proposalText } from './check-proposal';
import { isPageConfigFile, sha256, type PageConfigFiles } from './page-config-files';

export type ApplyResult = { ok: true; file: string; message: string } | { ok: false; status: 404 | 409; message: string };

/**
 * Writes a proposed request into its page config file with a minimal diff and marks it applied.
 * Refused, with the reason, when the request is not open or when the file changed after the
 * request was made (someone else edited or applied it): never a silent overwrite.
 */
export async function applyChangeRequest(options: {
  requests: ChangeRequests;
  /** The files on disk, or anything that reads and writes them like it (a git branch: scripts/studio-branch-files.ts). */
  files: Pick<PageConfigFiles, 'exists' | 'read' | 'write'>;
  id: number;
  by: string;
}): Promise<ApplyResult> {
  const { requests, files, id, by } = options;
  const request = await requests.find(id);
  if (!request) return { ok: false, status: 404, message: `There is no change request #${id}.` };
  if (request.status !== 'proposed') {
    return { ok: false, status: 409, message: `Change request #${id} is already ${request.status}${request.decided_by ? ` (by ${request.decided_by})` : ''}.` };
  }
  if (!isPageConfigFile(request.config_file)) {
    // Requests are for page configs only; one stored before that rule (or by hand) is not written.
    return { ok: false, status: 409, message: `Change request #${id} is for ${request.config_file}, not a page config: not applied. Reject it.` };
  }
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
  const text = current === undefined ? proposalText(proposed) : applyWithMinimalDiff(current, Object.fromEntries(Object.entries(proposed)));
  await files.write(request.config_file, text);
  await requests.decide(id, { status: 'applied', by });
  return { ok: true, file: request.config_file, message: `Applied change request #${id} to ${request.config_file}.` };
}
