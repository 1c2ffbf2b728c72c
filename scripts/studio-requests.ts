import { createChangeRequests, type ChangeRequest } from '../server/studio/change-requests';
import { openStudioDatabase } from './studio-db';

/** `npm run studio:requests [-- --all]`: the open change requests (with --all, every one and its outcome). */
export function formatRequest(request: ChangeRequest): string {
  const outcome =
    request.status === 'proposed'
      ? 'open'
      : `${request.status} by ${request.decided_by ?? '?'} ${request.decided_at ?? ''}${request.reason ? `: ${request.reason}` : ''}`;
  const note = request.note ? `\n    note: ${request.note}` : '';
  return `#${request.id}  ${request.created_at}  ${request.author}  ${request.config_file}  ${outcome}${note}`;
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
