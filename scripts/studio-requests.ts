import { externalLinkHosts } from '../src/engine/link-kinds';
import { printable } from '../src/lib/printable-text';
import { createChangeRequests, type ChangeRequest } from '../server/studio/change-requests';
import { openStudioDatabase } from './studio-db';

/** `npm run studio:requests [-- --all]`: the open change requests (with --all, every one and its outcome). */
export function formatRequest(request: ChangeRequest): string {
  // Every field an editor or a visitor could have typed is printed without controls or line
  // breaks: no escape sequence can erase a line, and no note can fake a row of its own.
  const outcome =
    request.status === 'proposed'
      ? 'open'
      : `${request.status} by ${printable(request.decided_by ?? '?')} ${request.decided_at ?? ''}${request.reason ? `: ${printable(request.reason)}` : ''}`;
  const changes = request.summary.map((sentence) => `\n    - ${printable(sentence)}`).join('');
  const note = request.note ? `\n    note: ${printable(request.note)}` : '';
  const hosts = [...new Set(externalLinkHosts(request.proposed).map((link) => link.host))];
  const external = hosts.length ? `\n    warning: links to other sites: ${printable(hosts.join(', '))}` : '';
  return `#${request.id}  ${request.created_at}  ${printable(request.author)}  ${printable(request.config_file)}  ${outcome}${changes}${note}${external}`;
}

export async function main(args: string[]): Promise<number> {
  const db = await openStudioDatabase();
  try {
    const requests = await createChangeRequests(db).list({ openOnly: !args.includes('--all') });
    if (requests.length === 0) console.log(args.includes('--all') ? 'studio:requests: no change requests.' : 'studio:requests: no open change requests.');
    for (const request of requests) console.log(formatRequest(request));
    if (requests.length > 0 && !args.includes('--all')) console.log('\nApply one with: npm run studio:apply -- <id>   (preview: /studio/preview/<id>/)');
    return 0;
  } finally {
    await db.close();
  }
}
