// One enquiry POST of the cluster test, shared by its honest visitors (keep-alive-flood.ts) and
// the flood's own process (keep-alive-flood-child.mjs): plain JavaScript, so that process needs
// no TypeScript loader.
import { request } from 'node:http';

/** Posts `body` with its submission id and a comment naming it; the status, or 0 when the connection failed. */
export function postEnquiry({ url, agent, forwardedFor, submissionId, body, token }) {
  const json = JSON.stringify({ ...body, submission_id: submissionId, comments: `Cluster flood check ${submissionId}` });
  return new Promise((resolve) => {
    const req = request(
      `${url}/api/enquiries/register`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json), token, 'x-forwarded-for': forwardedFor },
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
    req.end(json);
  });
}
